import localFont from "next/font/local";

// Inter (variable weight, Latin subset) from @fontsource-variable/inter: no network at build time.
// Apply `inter.variable` to <html> (or <body>); globals.css makes `--font-sans` the default sans.
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-sans",
  weight: "100 900",
  style: "normal",
  display: "swap",
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
});
