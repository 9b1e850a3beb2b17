import { Form, useNavigation } from "react-router";

/** 'Admin Access' (SPEC §2): the password form, answered by /admin/sign-in. */
export function AdminLogin({ redirectTo, error }: { redirectTo: string; error?: string }) {
  const navigation = useNavigation();
  return (
    <section className="mx-auto max-w-sm py-12">
      <h1 className="font-serif text-3xl font-black">Admin Access</h1>
      <Form method="post" action="/admin/sign-in" className="mt-6 flex flex-col gap-3">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <label htmlFor="admin-password" className="text-sm font-semibold">
          Password
        </label>
        <input
          id="admin-password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "admin-password-error" : undefined}
          className="rounded border border-rule bg-white px-3 py-2"
        />
        {error ? (
          <p id="admin-password-error" role="alert" className="text-sm font-semibold text-accent">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={navigation.state === "submitting"} className="rounded bg-ink px-4 py-2 font-semibold tracking-wide text-white">
          LOGIN
        </button>
      </Form>
    </section>
  );
}
