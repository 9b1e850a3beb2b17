import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("article/:id", "routes/article.tsx"),
  route("category/:category", "routes/category.tsx"),
  route("search", "routes/search.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("public-objects/*", "routes/public-objects.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
