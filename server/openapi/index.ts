/** What the openapi feature offers the rest of the server: other folders import it from here, never from its files. */
export { loadApiDocument, OPENAPI_ROUTES, openApiRoutes } from "./openapi.routes";
