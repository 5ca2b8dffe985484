// The browser script that starts Swagger UI. It is served from the app (CSP: scripts from 'self' only) and
// reads its settings from the page's #swagger-ui element. The sandbox's token endpoint requires `audience`,
// which Swagger UI's client-credentials flow does not send, so a request interceptor adds it to that request.
export const swaggerInitScript = `"use strict";
(function () {
  var root = document.getElementById("swagger-ui");
  var cfg = JSON.parse(root.getAttribute("data-config"));
  function addAudience(req) {
    var target = new URL(req.url, window.location.href);
    if (target.pathname === cfg.tokenPath && typeof req.body === "string" && !/(^|&)audience=/.test(req.body)) {
      req.body += (req.body ? "&" : "") + "audience=" + encodeURIComponent(cfg.audience);
    }
    return req;
  }
  var ui = window.SwaggerUIBundle({
    url: cfg.specUrl,
    dom_id: "#swagger-ui",
    // Deep links put a link inside each operation's toggle button (nested controls, tiny targets: axe refuses
    // both); syntax colouring fails contrast. The reference does without them.
    deepLinking: false,
    syntaxHighlight: { activated: false },
    validatorUrl: null,
    requestInterceptor: addAudience,
    onComplete: function () {
      var servers = document.getElementById("servers");
      if (servers) servers.setAttribute("aria-label", "Server");
    },
    presets: [window.SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
  });
  if (cfg.clientId) ui.initOAuth({ clientId: cfg.clientId, clientSecret: cfg.clientSecret, scopeSeparator: " " });
  window.ui = ui;
})();
`;
