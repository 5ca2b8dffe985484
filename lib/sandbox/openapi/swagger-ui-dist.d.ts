// swagger-ui-dist ships no types; this is the one module of it the server loads.
declare module "swagger-ui-dist/absolute-path.js" {
  const getAbsoluteFSPath: () => string;
  export default getAbsoluteFSPath;
}
