import { docsStyle } from "./docs-style";

export type DocsPageInput = {
  specUrl: string;
  assetVersion: string;
  tokenPath: string;
  audience: string;
  client?: { clientId: string; clientSecret: string };
};

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

const asset = (name: string, version: string) =>
  `/sandbox/docs/assets/${name}?v=${encodeURIComponent(version)}`;

// Everything loads from this app, and every URL is relative: the page works with no network and at whatever host
// name it is opened (the document's servers and token URL are relative too). Swagger UI sets inline styles, hence
// 'unsafe-inline' for styles only; its CSS embeds data: images.
export function docsCsp(): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function docsHtml(input: DocsPageInput): string {
  const config = {
    specUrl: input.specUrl,
    tokenPath: input.tokenPath,
    audience: input.audience,
    ...input.client,
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner REST API (sandbox) · API reference</title>
<link rel="icon" type="image/png" href="${asset("favicon-32x32.png", input.assetVersion)}">
<link rel="stylesheet" href="${asset("swagger-ui.css", input.assetVersion)}">
<style>${docsStyle}</style>
</head>
<body>
<noscript>This reference needs JavaScript. The OpenAPI document is at <a href="${escapeHtml(input.specUrl)}">${escapeHtml(input.specUrl)}</a>.</noscript>
<div id="swagger-ui" data-config="${escapeHtml(JSON.stringify(config))}"></div>
<script src="${asset("swagger-ui-bundle.js", input.assetVersion)}"></script>
<script src="/sandbox/docs/init.js"></script>
</body>
</html>
`;
}
