import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

export default function Hero(): ReactNode {
  return (
    <div className={styles.hero}>
      <div className="container">
        <img className={styles.logo} src={useBaseUrl('/img/logo.svg')} alt="" width={96} height={96} />
        <h1 className={styles.title}>Baeta</h1>
        <p className={styles.pitch}>
          Write your GraphQL schema first. Baeta generates a typed builder for each module, so the compiler checks
          the arguments, parent and return value of every resolver against it.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/getting-started/quick-start">
            Quick start
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/getting-started/installation">
            Get started step by step
          </Link>
          <Link className="button button--secondary button--lg" to="/docs/intro">
            Read the introduction
          </Link>
        </div>
        <p className={styles.waysIn}>
          Serve it with your server of choice: <Link to="/docs/integrations">Integrations</Link>. Coming from
          another framework? Move from <Link to="/docs/migration/from-apollo-server">Apollo Server</Link> or{' '}
          <Link to="/docs/migration/from-graphql-modules">GraphQL Modules</Link>, or see{' '}
          <Link to="/docs/migration/compared-with">how Baeta compares</Link>.
        </p>
      </div>
    </div>
  );
}
