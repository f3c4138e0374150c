// Form state for the sign-in pages without antd Form: values, per-field errors from a check
// (sync, or async while the zod schemas load), antd's rhythm (a field is checked once left or
// submitted, then as it is corrected) and submit with Enter, focusing the first invalid field.
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ERROR_TEXT } from '../../../api/errors';
import { notifyError } from '../../../lib/notify';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export type Check<K extends string> = (values: Record<K, string>) => FieldErrors<K> | Promise<FieldErrors<K>>;

/** What a field component needs from the form. */
export type FieldBinding = {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
};

type Options<K extends string> = {
  /** Prefix of the input ids (`login` -> `login-account`). */
  id: string;
  initial: Record<K, string>;
  check: Check<K>;
  onValid: (values: Record<K, string>) => void | Promise<void>;
  /** Any edit: the page clears its server error. */
  onEdit?: () => void;
  /** The request is on its way: submitting again does nothing. */
  pending?: boolean;
};

export function useAuthForm<K extends string>({ id, initial, check, onValid, onEdit, pending = false }: Options<K>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [checking, setChecking] = useState(false);
  const latest = useRef(initial);
  const submitted = useRef(false);
  const touched = useRef(new Set<K>());
  const run = useRef(0);

  const fieldId = (name: K) => `${id}-${name}`;

  /** Checks all values; shows the errors of the fields the user has been through (all after a submit). */
  const validate = async (next: Record<K, string>): Promise<FieldErrors<K>> => {
    const mine = (run.current += 1);
    const found = await check(next);
    if (mine === run.current) {
      const shown: FieldErrors<K> = {};
      for (const name of Object.keys(found) as K[]) if (submitted.current || touched.current.has(name)) shown[name] = found[name];
      setErrors(shown);
    }
    return found;
  };

  const change = (name: K, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    onEdit?.();
    if (submitted.current || touched.current.has(name)) void validate(next).catch(() => undefined);
  };

  const blur = (name: K) => {
    if (latest.current[name] === '' && !submitted.current) return;
    touched.current.add(name);
    void validate(latest.current).catch(() => undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || checking) return;
    submitted.current = true;
    setChecking(true);
    try {
      const found = await validate(latest.current);
      const firstInvalid = (Object.keys(latest.current) as K[]).find((name) => found[name]);
      if (firstInvalid) {
        document.getElementById(fieldId(firstInvalid))?.focus();
        return;
      }
      await onValid(latest.current);
    } catch {
      // The schemas could not load (the network dropped): say so where the page shows notices.
      notifyError(ERROR_TEXT.network);
    } finally {
      setChecking(false);
    }
  };

  const field = (name: K): FieldBinding => ({
    id: fieldId(name),
    name,
    value: values[name],
    error: errors[name],
    onChange: (value) => change(name, value),
    onBlur: () => blur(name),
  });

  return { values, errors, field, submit: (event: FormEvent<HTMLFormElement>) => void submit(event), busy: pending || checking };
}
