import { data } from "react-router";

/** Every unknown path: a real 404 status, rendered by the root error boundary. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
