import { Outlet } from "react-router";
import type { Route } from "./+types/admin";
import { adminPages } from "~/server/admin-middleware.server";

/** Every page and action under /admin: the session is checked once, here (see adminPages). */
export const middleware: Route.MiddlewareFunction[] = [adminPages];

export default function AdminLayout() {
  return <Outlet />;
}
