import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import MDXContent from '@theme/MDXContent';
import Commands from './_commands.mdx';
import styles from './styles.module.css';

export default function Install(): ReactNode {
  return (
    <section className={styles.install} aria-labelledby="install-heading">
      <div className="container">
        <h2 id="install-heading">Start a project</h2>
        <p>
          The starter asks for a name, a server template (GraphQL Yoga or Apollo Server) and, when Bun or Deno is
          installed, the runtime to use. It writes a working project with two modules, the generator and the compiler
          set up, then installs its dependencies. It needs Node.js 22.12 or newer.
        </p>
        <MDXContent>
          <Commands />
        </MDXContent>
        <p>
          Prefer to add Baeta to an existing project? Follow the{' '}
          <Link to="/docs/getting-started/installation">installation guide</Link>.
        </p>
      </div>
    </section>
  );
}
