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
          The starter asks for a name and a server (GraphQL Yoga or Apollo Server), writes a project with two modules
          and installs its dependencies. It needs Node.js 22.12 or newer.
        </p>
        <MDXContent>
          <Commands />
        </MDXContent>
        <p>
          The <Link to="/docs/getting-started/quick-start">Quick start</Link> walks through the generated project. To
          add Baeta by hand, follow the <Link to="/docs/getting-started/installation">tutorial</Link> from an empty
          folder.
        </p>
      </div>
    </section>
  );
}
