import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("article/:id", "routes/article.tsx"),
  route("category/:category", "routes/category.tsx"),
  route("search", "routes/search.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("free-guide", "routes/free-guide.tsx"),
  route("about", "routes/about.tsx"),
  route("author/:slug", "routes/author.tsx"),
  route("privacy", "routes/legal.tsx", { id: "privacy" }),
  route("terms", "routes/legal.tsx", { id: "terms" }),
  route("privacy-policy", "routes/legacy-redirect.ts", { id: "privacy-policy" }),
  route("terms-of-service", "routes/legacy-redirect.ts", { id: "terms-of-service" }),
  route("game-of-influence", "routes/game.tsx"),
  route("promotions/:id/go", "routes/promotion-go.ts"),
  route("api/newsletter/subscribe", "routes/api/newsletter.subscribe.ts"),
  route("api/promotions/active", "routes/api/promotions.active.ts"),
  route("api/promotions/:id/click", "routes/api/promotions.click.ts"),
  route("healthz", "routes/healthz.ts"),
  route("public-objects/*", "routes/public-objects.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
