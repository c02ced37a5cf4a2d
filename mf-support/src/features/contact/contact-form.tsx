import { useEventBus, useLanguage, useStorefront, type ApiError } from '@storefront/shared-contracts';
import { Button, FormattedMessage, useIntl, visuallyHidden } from '@storefront/shared-ui';
import { FieldWrap, TextArea, TextField } from '@storefront/shared-ui/field';
import { useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSendContactMutation } from '../../api/support-api';
import { loadHandover, saveHandover } from '../../lib/chat-storage';
import { validateContact, type ContactErrors, type ContactFields } from '../../lib/validation';

const Form = styled.form`
  max-width: 36rem;
  ${FieldWrap} {
    margin-bottom: ${({ theme }) => theme.space(3)};
  }
`;
const Alert = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
const Sent = styled.p`
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
`;
/** The honeypot: out of sight and out of the tab order; people leave it empty, form-filling bots do not. */
const Trap = styled.div`
  ${visuallyHidden}
`;
const Attached = styled.div`
  background: ${({ theme }) => theme.colors.subtle};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  pre {
    white-space: pre-wrap;
    font: inherit;
    font-size: 0.9rem;
    max-height: 10rem;
    overflow: auto;
    margin: ${({ theme }) => theme.space(2)} 0;
  }
`;

/** Not translated on purpose: nobody reads it, and bots look for such a name. */
const HONEYPOT_LABEL = 'Website';
const subscribeToNothing = () => () => undefined;
const noHandover = () => null;

const EMPTY: ContactFields = { name: '', email: '', message: '' };

/**
 * Spec 2.4 contact form: name, e-mail and message with their own messages, "Your message has been sent" on
 * success (a toast and a line under the form). A failure keeps what was typed and asks to try again. After a
 * chat hand-over the conversation is shown and sent with the message.
 */
export function ContactForm() {
  const intl = useIntl();
  const bus = useEventBus();
  const { iso } = useStorefront();
  const language = useLanguage();
  const [send, { isLoading }] = useSendContactMutation();
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  // sessionStorage exists only in the browser: the server and the hydrating render see none, then it shows.
  const stored = useSyncExternalStore(subscribeToNothing, loadHandover, noHandover);
  const [dismissed, setDismissed] = useState(false);
  const conversation = dismissed ? null : stored;
  const trap = useRef<HTMLInputElement>(null);

  const fieldMessage = (field: keyof ContactFields) => {
    const error = errors[field];
    if (!error) return undefined;
    return intl.formatMessage({
      id: error === 'email' ? 'support.contact.error.email' : `support.contact.error.${field}`,
    });
  };
  const change = (field: keyof ContactFields) => (event: { target: { value: string } }) => {
    setFields({ ...fields, [field]: event.target.value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
    setSent(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    setSent(false);
    const found = validateContact(fields);
    setErrors(found);
    if (Object.keys(found).length) return;
    const result = await send({
      iso,
      body: {
        ...fields,
        language,
        website: trap.current?.value ?? '',
        ...(conversation ? { conversation } : {}),
      },
    });
    if ('data' in result && result.data) {
      const message = intl.formatMessage({ id: 'support.contact.sent' });
      bus.emit('ui:toast', { kind: 'success', message });
      setSent(true);
      setFields(EMPTY);
      setDismissed(true);
      saveHandover(null);
      return;
    }
    const error = result.error as ApiError | undefined;
    if (error?.statusCode === 422 && error.issues?.length) {
      const next: ContactErrors = {};
      for (const issue of error.issues) {
        if (issue.path === 'email') next.email = 'email';
        if (issue.path === 'name' || issue.path === 'message') next[issue.path] = 'required';
      }
      setErrors(next);
    }
    setAlert(
      intl.formatMessage({ id: error?.statusCode === 429 ? 'support.contact.tooMany' : 'support.contact.failed' }),
    );
  };

  return (
    <Form onSubmit={submit} noValidate data-testid="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">
        <FormattedMessage id="support.contact.form.title" />
      </h2>
      <p>
        <FormattedMessage id="support.contact.answerWithin" values={{ hours: 24 }} />
      </p>
      {alert ? (
        <Alert role="alert" data-testid="contact-error">
          {alert}
        </Alert>
      ) : null}
      <TextField
        label={intl.formatMessage({ id: 'support.contact.field.name' })}
        name="name"
        autoComplete="name"
        required
        value={fields.name}
        onChange={change('name')}
        error={fieldMessage('name')}
        testId="contact-name"
      />
      <TextField
        label={intl.formatMessage({ id: 'support.contact.field.email' })}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={fields.email}
        onChange={change('email')}
        error={fieldMessage('email')}
        testId="contact-email"
      />
      <TextArea
        label={intl.formatMessage({ id: 'support.contact.field.message' })}
        name="message"
        required
        value={fields.message}
        onChange={change('message')}
        error={fieldMessage('message')}
        testId="contact-message"
      />
      <Trap aria-hidden="true">
        <label htmlFor="contact-website">{HONEYPOT_LABEL}</label>
        <input id="contact-website" ref={trap} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </Trap>
      {conversation ? (
        <Attached data-testid="contact-conversation">
          <strong>
            <FormattedMessage id="support.contact.conversation" />
          </strong>
          <pre>{conversation}</pre>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => {
              setDismissed(true);
              saveHandover(null);
            }}
          >
            <FormattedMessage id="support.contact.conversation.remove" />
          </Button>
        </Attached>
      ) : null}
      <Button type="submit" disabled={isLoading} data-testid="contact-submit">
        <FormattedMessage id="support.contact.submit" />
      </Button>
      <div role="status">
        {sent ? (
          <Sent data-testid="contact-sent">
            <FormattedMessage id="support.contact.sent" />
          </Sent>
        ) : null}
      </div>
    </Form>
  );
}
