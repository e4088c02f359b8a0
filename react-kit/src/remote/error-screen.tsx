import type { ReactNode } from 'react';

/** Requirements §2: a generic render-error screen titled Unexpected Application Error. */
export function UnexpectedErrorScreen({ error }: { error?: unknown }): ReactNode {
  return (
    <section className="shop-error-screen" role="alert" data-testid="render-error">
      <h1>Unexpected Application Error</h1>
      <p>Something went wrong while showing this part of the page.</p>
      {error instanceof Error ? <pre className="shop-error-detail">{error.message}</pre> : null}
      <button type="button" className="shop-button" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </section>
  );
}
