import { describe, expect, it } from 'vitest';
import { injectFrontendScripts } from './model';

describe('front-end scripts', () => {
  it('re-creates scripts with the page nonce, once', () => {
    document.body.innerHTML = '<script nonce="abc"></script>';
    const n = injectFrontendScripts('<script>window.__x = 1</script><div>ignored</div>', document);
    expect(n).toBe(1);
    const injected = document.querySelector('[data-frontend-scripts] script') as HTMLScriptElement;
    expect(injected.nonce).toBe('abc');
    expect(injected.textContent).toBe('window.__x = 1');
    expect(document.body.textContent).not.toContain('ignored');
    expect(injectFrontendScripts('<script>1</script>', document)).toBe(0);
  });
});
