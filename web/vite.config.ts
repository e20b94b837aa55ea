import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The web app lives in web/ and imports the pure rules modules from ../src.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", chunkSizeWarningLimit: 400 },
  worker: { format: "es" },
  server: { proxy: { "/api": { target: "http://127.0.0.1:3000", ws: true } } },
});
