import { useEffect } from 'react';
import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import styled from 'styled-components';
import { NOT_FOUND_BODY_CLASSES, sharedSelectors, useStorefrontSelector } from '@storefront/shared-contracts';
import { Icon, Link } from '@storefront/shared-ui';
import { HydrationMarker } from '../boot/hydration-marker';

const Section = styled.section`
  padding: ${({ theme }) => theme.space(10)} 0;
  h1 {
    font-size: 2rem;
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ul {
    list-style: none;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** Spec 2.4 "Not-found / error page". */
export function NotFoundPage({ path }: { path: string }) {
  const intl = useIntl();
  const settings = useStorefrontSelector((state) => sharedSelectors.selectSettings(state));

  useEffect(() => {
    document.body.classList.add(...NOT_FOUND_BODY_CLASSES);
    document.title = intl.formatMessage({ id: 'shell.notFound.title' }, { path });
    return () => document.body.classList.remove(...NOT_FOUND_BODY_CLASSES);
  }, [intl, path]);

  return (
    <Section data-testid="not-found">
      <HydrationMarker />
      <h1>
        <FormattedMessage id="shell.notFound.headline" />
      </h1>
      <p>
        <FormattedMessage id="shell.notFound.subtitle" />
      </p>
      <p>
        <FormattedMessage id="shell.notFound.browse" />
      </p>
      <ul>
        {(settings?.categories ?? []).map((category) => (
          <li key={category.url}>
            <Link to={category.url} data-testid="not-found-category">
              {category.icon ? <Icon name={category.icon} size={18} /> : null}
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
