// One DOM host per test for the component tests: attached before each test, and after it the
// rendered tree is unmounted (so effects clean up) and the host removed.
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach } from 'vitest';

/** Registers the hooks in the calling test file; returns the current test's host element. */
export function mountPoint(): () => HTMLDivElement {
  let host: HTMLDivElement | undefined;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.appendChild(host);
  });
  afterEach(() => {
    act(() => render(null, host!));
    host!.remove();
  });
  return () => host!;
}
