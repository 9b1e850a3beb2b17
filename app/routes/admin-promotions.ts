import { redirect } from "react-router";

/** The header's 'Edit Ads' link: the promotions tab (which asks for the password first). */
export function loader() {
  return redirect("/admin?tab=promotions");
}
