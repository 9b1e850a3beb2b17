/**
 * The one administrator. The password is checked on the server against ADMIN_PASSWORD_HASH (or a
 * hash of ADMIN_PASSWORD made at start); a successful login gets a new signed, HTTP-only session
 * cookie that expires after 12 hours. admin-middleware.server.ts checks it for every admin page,
 * action and /api call.
 */
import { createCookieSessionStorage } from "react-router";
import { getEnv } from "./env.server.ts";
import { hashPassword, verifyPassword } from "./password.server.ts";

const SESSION_HOURS = 12;
const ADMIN_KEY = "admin";
const EXPIRES_KEY = "expiresAt";

let storage: ReturnType<typeof createStorage> | undefined;
let passwordHash: Promise<string> | undefined;

function createStorage() {
  const env = getEnv();
  return createCookieSessionStorage({
    cookie: {
      name: "bl_admin",
      httpOnly: true,
      // Lax: a link to /admin from an email still finds you signed in; writes from other sites are
      // refused anyway (server/request-guards.ts) and Lax cookies are not sent on their POSTs.
      sameSite: "lax",
      path: "/",
      secure: env.isProduction,
      secrets: [env.SESSION_SECRET],
      maxAge: SESSION_HOURS * 3600,
    },
  });
}

function sessionStorage() {
  storage ??= createStorage();
  return storage;
}

function adminPasswordHash(): Promise<string> {
  const { adminPassword } = getEnv();
  passwordHash ??= adminPassword.kind === "hash" ? Promise.resolve(adminPassword.value) : hashPassword(adminPassword.value);
  return passwordHash;
}

export async function checkAdminPassword(password: string): Promise<boolean> {
  if (password.length === 0 || password.length > 1024) return false;
  return verifyPassword(password, await adminPasswordHash());
}

/** A signed-in administrator's session, as middleware puts it in the request context. */
export interface AdminSession {
  expiresAt: Date;
}

/** The administrator's session the request carries, or null. */
export async function getAdminSession(request: Request): Promise<AdminSession | null> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  const expiresAt = Number(session.get(EXPIRES_KEY));
  return session.get(ADMIN_KEY) === true && Number.isFinite(expiresAt) && expiresAt > Date.now() ? { expiresAt: new Date(expiresAt) } : null;
}

export async function isAdmin(request: Request): Promise<boolean> {
  return (await getAdminSession(request)) !== null;
}

/** Set-Cookie for a fresh admin session (never reuses a cookie the visitor brought). */
export async function startAdminSession(): Promise<string> {
  const session = await sessionStorage().getSession();
  session.set(ADMIN_KEY, true);
  session.set(EXPIRES_KEY, Date.now() + SESSION_HOURS * 3_600_000);
  return sessionStorage().commitSession(session);
}

export async function endAdminSession(request: Request): Promise<string> {
  return sessionStorage().destroySession(await sessionStorage().getSession(request.headers.get("Cookie")));
}
