// Swagger UI's own colours fail WCAG 2.2 AA contrast in several places (swagger-api/swagger-ui#10702): these
// darken them; and code blocks grow instead of scrolling (a scrolling region needs keyboard access). Inline in the page (the CSP allows inline styles for Swagger UI already).
export const docsStyle = `
.swagger-ui .opblock.opblock-get .opblock-summary-method{background:#1f69c0}
.swagger-ui .opblock.opblock-post .opblock-summary-method{background:#15794a}
.swagger-ui .opblock.opblock-patch .opblock-summary-method{background:#0f7b6c}
.swagger-ui .opblock.opblock-delete .opblock-summary-method{background:#c0262d}
.swagger-ui .opblock.opblock-put .opblock-summary-method{background:#a65c00}
.swagger-ui .info .title small{background:#5b616c}
.swagger-ui .info .title small.version-stamp{background:#3f6f00}
.swagger-ui .btn.authorize{border-color:#15794a;color:#15794a}
.swagger-ui .btn.authorize svg{fill:#15794a}
.swagger-ui .btn.execute{background-color:#1f69c0;border-color:#1f69c0}
.swagger-ui .info a,.swagger-ui .renderedMarkdown a{color:#1f69c0}
.swagger-ui .parameter__in{color:#5b616c}
.swagger-ui .parameter__name.required span,.swagger-ui .parameter__name.required:after{color:#c0262d}
.swagger-ui .response-control-media-type__accept-message{color:#15794a}
.swagger-ui .btn.cancel{border-color:#c0262d;color:#c0262d}
.swagger-ui .download-contents{background:#5b616c}
.swagger-ui .json-schema-2020-12-expand-deep-button{color:#5b616c}
.swagger-ui .curl,.swagger-ui .highlight-code>.microlight{max-height:none;overflow:visible;white-space:pre-wrap;word-break:break-all}
`;
