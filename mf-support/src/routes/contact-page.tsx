import { buildPath, useEventBus, useStorefront } from '@storefront/shared-contracts';
import { Button, FormattedMessage, Link } from '@storefront/shared-ui';
import styled from 'styled-components';
import { ContactForm } from '../features/contact/contact-form';

const Options = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
`;
const Option = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 600;
    min-height: ${({ theme }) => theme.touchTarget};
    display: inline-flex;
    align-items: center;
  }
`;

/**
 * `/contact` (`/de/kontakt`), spec 2.4 Support / contact: three options (the chatbot, "instant response",
 * 24/7, strains and orders; the FAQ; the contact form, "Answer within 24 hours"), then the form itself.
 */
export default function ContactPage() {
  const { code } = useStorefront();
  const bus = useEventBus();
  return (
    <article data-testid="contact-page">
      <h1>
        <FormattedMessage id="support.contact.title" />
      </h1>
      <p>
        <FormattedMessage id="support.contact.intro" />
      </p>
      <Options data-testid="support-options">
        <Option>
          <h2>
            <FormattedMessage id="support.option.chat.title" />
          </h2>
          <p>
            <strong>
              <FormattedMessage id="support.option.chat.instant" />
            </strong>
          </p>
          <p>
            <FormattedMessage id="support.option.chat.text" />
          </p>
          <Button type="button" onClick={() => bus.emit('support:open-chat', {})} data-testid="open-chat">
            <FormattedMessage id="support.option.chat.open" />
          </Button>
        </Option>
        <Option>
          <h2>
            <FormattedMessage id="support.option.faq.title" />
          </h2>
          <p>
            <FormattedMessage id="support.option.faq.text" />
          </p>
          <Link to={buildPath('faq', code)}>
            <FormattedMessage id="support.option.faq.open" />
          </Link>
        </Option>
        <Option>
          <h2>
            <FormattedMessage id="support.option.form.title" />
          </h2>
          <p>
            <strong>
              <FormattedMessage id="support.contact.answerWithin" values={{ hours: 24 }} />
            </strong>
          </p>
          <a href="#contact-form-title">
            <FormattedMessage id="support.option.form.open" />
          </a>
        </Option>
      </Options>
      <ContactForm />
    </article>
  );
}
