#!/usr/bin/env node
// navbuild's launcher: npm installed, beside this package, the one
// optional dependency whose "os" and "cpu" match this machine
// (@navbuild/linux-x64, @navbuild/darwin-arm64, ...); it holds the
// native binary, which this script runs with the same arguments,
// standard streams and exit status. Nothing is downloaded, here or at
// install time. NAVBUILD_BINARY_PATH names another binary to run instead
// (a platform with no package, a binary built from source).
"use strict";

const { spawn } = require("child_process");

const packages = {
  "linux x64": "@navbuild/linux-x64",
  "linux arm64": "@navbuild/linux-arm64",
  "darwin x64": "@navbuild/darwin-x64",
  "darwin arm64": "@navbuild/darwin-arm64",
  "win32 x64": "@navbuild/win32-x64",
  "win32 arm64": "@navbuild/win32-arm64",
};

function binary() {
  if (process.env.NAVBUILD_BINARY_PATH) {
    return process.env.NAVBUILD_BINARY_PATH;
  }
  const pkg = packages[process.platform + " " + process.arch];
  if (!pkg) {
    fail(`no navbuild binary is published for ${process.platform} ${process.arch}; ` +
      "install one with: go install github.com/navbuild/navbuild/cmd/navbuild@latest " +
      "and set NAVBUILD_BINARY_PATH to it");
  }
  const exe = process.platform === "win32" ? "navbuild.exe" : "navbuild";
  try {
    return require.resolve(`${pkg}/bin/${exe}`);
  } catch (e) {
    fail(`the package ${pkg}, which holds the binary for this machine, is not installed: ` +
      "npm skips optional dependencies with --omit=optional (or --no-optional), and a " +
      "node_modules folder copied from another platform lacks it; install navbuild again " +
      "on this machine without that flag");
  }
}

function fail(msg) {
  process.stderr.write(`navbuild: ${msg}\n`);
  process.exit(1);
}

const child = spawn(binary(), process.argv.slice(2), { stdio: "inherit" });
if (process.platform !== "win32") {
  // Ctrl-C reaches navbuild from the terminal too; a signal sent to this
  // process alone (a CI runner stopping the step) is passed on, and this
  // process waits for navbuild to finish, as serve shuts down cleanly.
  for (const sig of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.on(sig, () => child.kill(sig));
  }
}
child.on("error", (e) => fail(`cannot run ${child.spawnfile}: ${e.message}`));
child.on("exit", (code, signal) => {
  if (signal) {
    // Die of the same signal, so the caller sees what navbuild saw.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code);
});
