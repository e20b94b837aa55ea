/** Test and benchmark support: runs the real server as a child process on a free port, with its own data folder. */
import { type ChildProcess, spawn } from "node:child_process";
import { BIN as bin } from "../paths.js";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<RunningServer> {
  const child = spawn(process.execPath, [...nodeArgs, bin, "serve", "--port", "0", "--no-build"], {
    env: {
      ...process.env,
      SORTIE_DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL ?? "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 20000);
    child.stdout?.on("data", (d) => {
      out += d;
      const m = /running at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: m[1],
          process: child,
          stop: (signal = "SIGTERM") =>
            new Promise((done) => {
              if (child.exitCode !== null) return done(child.exitCode);
              child.once("exit", (code) => done(code));
              child.kill(signal);
            }),
        });
      }
    });
    child.stderr?.on("data", (d) => {
      out += d;
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${out}`));
    });
  });
}
