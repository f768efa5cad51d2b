// Ports of the e2e servers. E2E_PORT_BASE moves them all, so two checkouts can run at once.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const PORTS = {
  main: base,
  maintenanceOn: base + 1,
  maintenanceOff: base + 2,
  // Sandbox with one provider that never answers (e2e/swap.spec.ts).
  sandboxFaults: base + 3,
  siteverify: base + 99,
};

export const MAIN = `http://localhost:${PORTS.main}`;
export const SANDBOX_FAULTS_URL = `http://localhost:${PORTS.sandboxFaults}`;
