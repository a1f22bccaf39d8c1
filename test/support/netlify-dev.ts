// Starts the real Netlify dev server (same redirects and functions as production) on a free loopback port, and stops it.
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..", "..");

export interface DevServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, log: () => string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`netlify dev exited with ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`netlify dev did not answer ${url} in time:\n${log()}`);
}

/** `netlify dev` offline, without edge functions (they need a Deno download) and without telemetry (CI=1). */
export async function startNetlifyDev(): Promise<DevServer> {
  const port = await freePort();
  const child = spawn(
    path.join(ROOT, "node_modules", ".bin", "netlify"),
    ["dev", "--offline", "--no-open", "--port", String(port), "--internal-disable-edge-functions", "--skip-gitignore"],
    { cwd: ROOT, env: { ...process.env, CI: "1", BROWSER: "none" }, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, "SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    // Both a static document and a function must answer before the suites start.
    await waitUntilAnswering(`${baseUrl}/api/v1/`, child, () => output, Date.now() + 90_000);
    await waitUntilAnswering(`${baseUrl}/api/v1/quotes/random`, child, () => output, Date.now() + 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
