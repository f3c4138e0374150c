// The one template renderer: every sender and the preview render through it (issue 13 item 1).
import { placeholderIdByLabel, placeholderIdByName, placeholderToken, type Placeholder } from './codes';

/** A value for a placeholder; null and undefined render as empty. */
export type TemplateValue = string | number | null | undefined;
/** Placeholder values by id: `{ [TemplatePlaceholder.PersonName]: '张三' }`. */
export type TemplateValues = Partial<Record<Placeholder, TemplateValue>>;

export type TemplatePart = { kind: 'text'; text: string } | { kind: 'token'; id: Placeholder; token: string };

/** What is wrong in a template: a `${...}` that names no placeholder, or a `${` never closed. */
export type TemplateProblem = { kind: 'unknown'; token: string; index: number } | { kind: 'unclosed'; text: string; index: number };

export type ParsedTemplate = {
  parts: TemplatePart[];
  /** The placeholders used, each once, in order of first use. */
  placeholders: Placeholder[];
  problems: TemplateProblem[];
};

// `${` then anything but braces then `}`; a `${` left outside every match is unclosed.
const TOKEN = /\$\{([^{}]*)\}/g;
const OPEN = '${';
// What the message quotes of an unclosed `${`: up to the next space or punctuation, at most 20 characters.
const UNCLOSED_QUOTE = /^\$\{[^\s，。；、！？：,.;:!?<>$]{0,20}/;

function textParts(text: string, offset: number, parts: TemplatePart[], problems: TemplateProblem[]): void {
  if (text === '') return;
  parts.push({ kind: 'text', text });
  for (let at = text.indexOf(OPEN); at >= 0; at = text.indexOf(OPEN, at + OPEN.length)) {
    const quote = UNCLOSED_QUOTE.exec(text.slice(at))?.[0] ?? OPEN;
    problems.push({ kind: 'unclosed', text: quote, index: offset + at });
  }
}

/**
 * Splits a template into text and placeholder tokens, and lists unknown tokens and unclosed
 * `${`. With `allowed`, a placeholder outside it counts as unknown.
 */
export function parseTemplate(template: string | null | undefined, allowed?: readonly Placeholder[]): ParsedTemplate {
  const text = template ?? '';
  const parts: TemplatePart[] = [];
  const problems: TemplateProblem[] = [];
  const used = new Set<Placeholder>();
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index;
    textParts(text.slice(last, index), last, parts, problems);
    last = index + match[0].length;
    const id = placeholderIdByName.get(match[1] ?? '');
    if (id === undefined || (allowed && !allowed.includes(id))) {
      problems.push({ kind: 'unknown', token: match[0], index });
      continue;
    }
    used.add(id);
    parts.push({ kind: 'token', id, token: match[0] });
  }
  textParts(text.slice(last), last, parts, problems);
  problems.sort((a, b) => a.index - b.index);
  return { parts, placeholders: [...used], problems };
}

function unknownHint(token: string): string {
  const id = placeholderIdByLabel.get(token.slice(2, -1).trim());
  return id === undefined ? '' : `，请使用「${placeholderToken(id)}」`;
}

/** The Chinese message of a template problem. */
export function templateProblemMessage(problem: TemplateProblem): string {
  if (problem.kind === 'unclosed') return `「${problem.text}」缺少结尾的“}”`;
  return `「${problem.token}」不是可用的占位符${unknownHint(problem.token)}`;
}

/**
 * Checks a template before it is saved: undefined when it is fine, else one Chinese message
 * naming every unknown token and unclosed `${`.
 */
export function checkTemplate(template: string | null | undefined, allowed?: readonly Placeholder[]): string | undefined {
  const { problems } = parseTemplate(template, allowed);
  if (problems.length === 0) return undefined;
  return problems.map(templateProblemMessage).join('；');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The text with the five HTML special characters escaped, safe in element content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

// Line breaks of every kind, which must never reach a mail header.
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;

export type RenderOptions = {
  /** E-mail bodies: every value is HTML-escaped (its line breaks become <br>); the template's own HTML stays. */
  html: boolean;
  /** Subjects and titles: line breaks become spaces, so no value can add a mail header. */
  singleLine?: boolean;
};

function renderValue(value: TemplateValue, options: RenderOptions): string {
  const text = value === null || value === undefined ? '' : String(value);
  if (options.html) return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
  return text;
}

/**
 * Replaces each placeholder token by its value. A missing, null or undefined value, and an
 * unknown token, render as empty; an unclosed `${` stays as written (checkTemplate refuses it on save).
 */
export function renderTemplate(template: string | null | undefined, values: TemplateValues, options: RenderOptions): string {
  const out = parseTemplate(template)
    .parts.map((part) => (part.kind === 'text' ? part.text : renderValue(values[part.id], options)))
    .join('');
  return options.singleLine ? out.replace(LINE_BREAKS, ' ').trim() : out;
}
