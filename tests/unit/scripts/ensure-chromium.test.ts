import { describe, expect, it } from 'vitest';
import { chromiumPlan } from '@/scripts/ensure-chromium.mjs';

// What `npm test` does about its browser before anything else runs (scripts/ensure-chromium.mjs).

const DEBIAN = '/usr/bin/chromium';
const machine = (overrides: Partial<Parameters<typeof chromiumPlan>[0]> = {}) => ({
  path: DEBIAN,
  custom: false,
  executable: () => false,
  root: false,
  aptGet: true,
  ...overrides,
});

describe('chromiumPlan', () => {
  it('uses the browser that is there, whoever runs the tests', () => {
    const present = (path: string) => path === DEBIAN;
    expect(chromiumPlan(machine({ executable: present }))).toEqual({ action: 'use', path: DEBIAN });
    expect(chromiumPlan(machine({ executable: present, root: true }))).toEqual({
      action: 'use',
      path: DEBIAN,
    });
  });

  it("installs Debian's package when it is missing and the run is root with apt-get", () => {
    expect(chromiumPlan(machine({ root: true }))).toEqual({ action: 'install', path: DEBIAN });
  });

  it('stops with the apt-get line to run when not root', () => {
    const plan = chromiumPlan(machine());
    expect(plan.action).toBe('stop');
    const message = plan.action === 'stop' ? plan.message : '';
    expect(message).toContain('sudo apt-get install -y chromium');
    expect(message).not.toContain('\n');
  });

  it('stops without an apt-get line where there is no apt-get, even as root', () => {
    const plan = chromiumPlan(machine({ root: true, aptGet: false }));
    expect(plan.action).toBe('stop');
    expect(plan.action === 'stop' && plan.message).not.toMatch(/apt-get/);
  });

  it('never installs over a CHROMIUM_PATH that points nowhere: it names the variable', () => {
    const plan = chromiumPlan(machine({ path: '/opt/chrome', custom: true, root: true }));
    expect(plan).toEqual({ action: 'stop', message: expect.stringContaining('CHROMIUM_PATH') });
  });

  it('uses a CHROMIUM_PATH that points at a browser', () => {
    const plan = chromiumPlan(
      machine({ path: '/opt/chrome', custom: true, executable: (p) => p === '/opt/chrome' }),
    );
    expect(plan).toEqual({ action: 'use', path: '/opt/chrome' });
  });
});
