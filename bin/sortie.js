#!/usr/bin/env node
// Entry point for `npx sortie`: the compiled CLI lives in dist/ (built by `npm install`).
import "../dist/src/cli/main.js";
