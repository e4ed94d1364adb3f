/** The routes an app answers, read from Express's router stack, to compare with the route table. */
import type { Express } from "express";

type StackLayer = {
  name?: string;
  rawPath?: string;
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: StackLayer[] };
};

/** Every route the app answers, read from Express's router stack: "GET /roundtables/:id" (under /api). */
export function listAppRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: StackLayer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          for (const [method, on] of Object.entries(layer.route.methods)) {
            if (on && method !== "_all") found.push(`${method.toUpperCase()} ${prefix}${path}`);
          }
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === "string" && layer.rawPath !== "/" ? layer.rawPath : "";
        walk(layer.handle.stack, prefix + mount);
      }
    }
  };
  walk((app as unknown as { router: { stack: StackLayer[] } }).router.stack, "");
  return found
    .filter((route) => route.split(" ")[1]!.startsWith("/api/"))
    .map((route) => route.replace(" /api/", " /"))
    .sort();
}
