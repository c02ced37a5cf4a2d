import { FormattedMessage, useIntl } from '@storefront/shared-ui';
import type { PostCard } from '@storefront/shared-contracts';
import { Dot } from '../../../lib/dot';

/** "6 March 2023 · 3 min read": the publication date and the minutes read. */
export function PostMeta({ post }: { post: Pick<PostCard, 'publishedAt' | 'minutesRead'> }) {
  const intl = useIntl();
  return (
    <>
      <time dateTime={post.publishedAt}>
        {intl.formatDate(post.publishedAt, { dateStyle: 'long', timeZone: 'UTC' })}
      </time>
      <Dot />
      <span data-testid="minutes-read">
        <FormattedMessage id="content.blog.minutesRead" values={{ minutes: post.minutesRead }} />
      </span>
    </>
  );
}
