// The client side of the session (spec section 4): the token cookie, the role of the signed-in
// user and the current sys mode (1 社招, 2 校招). A tiny external store so React reads it with
// useSyncExternalStore and the http client reads it without React.
import { useSyncExternalStore } from 'react';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { clearUserStorage, readJson, userKey, writeJson } from './storage';

export const TOKEN_COOKIE = 'token';
export const TOKEN_DAYS = 30;

/** 1 社会招聘, 2 校园招聘. */
export type SysType = 1 | 2;

export type SessionRole = { roleType: number; role: number | null };

type State = { role: SessionRole | null; sysType: SysType; firstLogin: boolean };

const ROLE_KEY = userKey('role');
const SYS_KEY = userKey('sysType');
const FIRST_LOGIN_KEY = userKey('firstLogin');

function initialState(): State {
  const sys = readJson<number>(SYS_KEY);
  return {
    role: readJson<SessionRole>(ROLE_KEY),
    sysType: sys === 2 ? 2 : 1,
    firstLogin: readJson<boolean>(FIRST_LOGIN_KEY) === true,
  };
}

let state: State = initialState();
const listeners = new Set<() => void>();
const clearedHandlers = new Set<() => void>();

function setState(next: Partial<State>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToken(): string | null {
  return readCookie(TOKEN_COOKIE);
}

export function saveToken(token: string): void {
  writeCookie(TOKEN_COOKIE, token, TOKEN_DAYS);
}

export function getRole(): SessionRole | null {
  return state.role;
}

export function saveRole(role: SessionRole): void {
  writeJson(ROLE_KEY, role);
  setState({ role });
}

export function getSysType(): SysType {
  return state.sysType;
}

export function setSysType(sysType: SysType): void {
  if (sysType === state.sysType) return;
  writeJson(SYS_KEY, sysType);
  setState({ sysType });
}

export function saveFirstLogin(firstLogin: boolean): void {
  writeJson(FIRST_LOGIN_KEY, firstLogin);
  setState({ firstLogin });
}

/** Roles 3 (用人经理) and 5 (前台) work in the lite area and send no sysType. */
export function isLiteRole(roleType: number | null | undefined): boolean {
  return roleType === 3 || roleType === 5;
}

/** Runs `handler` whenever the session is cleared (the app drops its query cache there). */
export function onSessionCleared(handler: () => void): () => void {
  clearedHandlers.add(handler);
  return () => clearedHandlers.delete(handler);
}

/** Forgets the token and every stored piece of user data (logout, expired login). */
export function clearSession(): void {
  deleteCookie(TOKEN_COOKIE);
  clearUserStorage();
  setState({ role: null, sysType: 1, firstLogin: false });
  clearedHandlers.forEach((handler) => handler());
}

export function useSysType(): SysType {
  return useSyncExternalStore(subscribe, () => state.sysType);
}

export function useSessionRole(): SessionRole | null {
  return useSyncExternalStore(subscribe, () => state.role);
}

/** Test helper: reloads the store from storage. */
export function resetSessionStoreForTests(): void {
  state = initialState();
  listeners.forEach((listener) => listener());
}
