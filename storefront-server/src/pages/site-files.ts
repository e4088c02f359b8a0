// What the server serves from the live builds besides pages (docs/design-choices.md "Search and
// share"): sitemap.xml from every build that lists pages, robots.txt from the shell's, and the
// SVG a share image is drawn from.
import { type RegistrySource, SHELL } from '@shop/release';
import type { ServerBuildModule, ServerContext } from './build-module';
import type { ServerBuilds } from './builds';
import { sitemapXml } from './seo';

export function createSiteFiles({
  registry: registrySource,
  builds,
  shellBuild,
  context,
  origin,
}: {
  registry: RegistrySource;
  builds: ServerBuilds;
  shellBuild: () => Promise<ServerBuildModule | null>;
  context: (registry: Awaited<ReturnType<RegistrySource['current']>>['registry']) => ServerContext;
  origin: string;
}) {
  /** sitemap.xml from every build that lists pages: the shell's and each live remote's. */
  async function sitemap() {
    const { registry } = await registrySource.current();
    const ctx = context(registry);
    const shell = await shellBuild();
    const remotes = await Promise.all(
      Object.keys(registry?.remotes ?? {}).map((name) => builds.moduleOf(builds.live(name, registry))),
    );
    const lists = await Promise.all([shell, ...remotes].map((m) => m?.sitemap?.(ctx).catch(() => []) ?? []));
    return sitemapXml(lists.flat(), origin);
  }

  async function robots() {
    const shell = await shellBuild();
    return shell?.robots ? shell.robots(origin) : `User-agent: *\n\nSitemap: ${origin}/sitemap.xml\n`;
  }

  /** The SVG of a share image and the address it is at now, or null. */
  async function shareSvg(container: string, name: string): Promise<string | null> {
    const { registry } = await registrySource.current();
    const version = container === SHELL ? builds.shellVersion(registry) : builds.live(container, registry);
    const module = await builds.moduleOf(version);
    if (typeof module?.shareImage !== 'function') return null;
    return (await module.shareImage(name, context(registry))) ?? null;
  }

  return { sitemap, robots, shareSvg };
}
