// Publishing from the header (issue #8): the form's state, Publish / Unpublish for its owner and editors,
// and, while it is published, its public link with a copy button. Results go to the notifications stack.
import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { COPY_CONFIRMATION_MS } from '../../model';
import { Button } from '../../ui';
import { copyText } from '../../ui/downloads';
import { useBuilder } from '../context';
import { useReadOnly, useStoreSelector } from '../hooks/use-store';

export const PUBLISH_TEXTS = {
  published: 'Published',
  notPublished: 'Not published',
  publish: 'Publish',
  unpublish: 'Unpublish',
  publishing: 'Publishing...',
  unpublishing: 'Unpublishing...',
  saveFirst: 'Save the form before publishing it.',
  viewerOnly: 'Only the owner and editors can publish this form.',
  readOnly: 'This builder is read-only.',
  template: 'Templates are not shown to visitors: publish a form made from this template.',
  linkLabel: 'Public link:',
  copy: 'Copy link',
  copied: 'Copied!',
  copyFailedTitle: 'Could not copy the link',
  copyFailedMessage: 'Select the link and copy it yourself.',
} as const;

/** The state badge and the Publish / Unpublish button, for the header's actions. */
export function PublishButton() {
  const { store } = useBuilder();
  const formId = useStoreSelector((state) => state.formId);
  const published = useStoreSelector((state) => state.isPublished);
  const status = useStoreSelector((state) => state.publishStatus);
  const role = useStoreSelector((state) => state.role);
  const isTemplate = useStoreSelector((state) => state.isTemplate);
  const readOnly = useReadOnly();
  const statusId = useId();
  const reasonId = useId();
  // Why the button cannot be used: the pointer's tooltip, and the button's description for the keyboard
  // and screen readers (it stays focusable, so they reach it); the badge says the state to everyone.
  const blocked =
    formId === null
      ? PUBLISH_TEXTS.saveFirst
      : role === 'viewer'
        ? PUBLISH_TEXTS.viewerOnly
        : readOnly
          ? PUBLISH_TEXTS.readOnly
          : // The public routes never serve a template; taking one back stays possible.
            isTemplate && !published
            ? PUBLISH_TEXTS.template
            : null;
  const busy = status !== 'idle';
  const label =
    status === 'publishing'
      ? PUBLISH_TEXTS.publishing
      : status === 'unpublishing'
        ? PUBLISH_TEXTS.unpublishing
        : published
          ? PUBLISH_TEXTS.unpublish
          : PUBLISH_TEXTS.publish;
  return (
    <span className="fw-publish">
      <span
        id={statusId}
        className={published ? 'fw-badge fw-publish__state--on' : 'fw-badge fw-badge--muted'}
        data-published={published ? 'true' : 'false'}
      >
        {published ? PUBLISH_TEXTS.published : PUBLISH_TEXTS.notPublished}
      </span>
      <Button
        size="small"
        variant="secondary"
        // Inactive (aria-disabled), not disabled: busy, the button keeps the focus of the key press that
        // started it; blocked, it can still be reached and says why it cannot be used.
        inactive={busy || blocked !== null}
        title={blocked ?? undefined}
        aria-describedby={blocked ? `${statusId} ${reasonId}` : statusId}
        onClick={() => void store.setPublished(!published)}
      >
        {label}
      </Button>
      {blocked ? (
        <span id={reasonId} className="fw-visually-hidden">
          {blocked}
        </span>
      ) : null}
    </span>
  );
}

/** The public link of a published form with its copy button; nothing while the form is not published. */
export function PublicLinkRow() {
  const { publicLink, publicLinkTemplate, notifications } = useBuilder();
  // Read so that a new `public-form-url` draws the link again; publicLink() reads the same proxy.
  useSnapshot(publicLinkTemplate);
  const formId = useStoreSelector((state) => state.formId);
  const published = useStoreSelector((state) => state.isPublished);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const link = formId && published ? publicLink(formId) : null;
  if (!link) return null;

  const copy = () => {
    void copyText(link).then((ok) => {
      if (!ok) {
        notifications.notify('warning', PUBLISH_TEXTS.copyFailedTitle, PUBLISH_TEXTS.copyFailedMessage);
        return;
      }
      clearTimeout(timer.current);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    });
  };

  return (
    <p className="fw-header__public">
      <span>{PUBLISH_TEXTS.linkLabel}</span>{' '}
      <a className="fw-header__public-link" href={link} target="_blank" rel="noopener noreferrer">
        {link}
      </a>
      <Button size="small" variant="ghost" onClick={copy} aria-live="polite">
        {copied ? PUBLISH_TEXTS.copied : PUBLISH_TEXTS.copy}
      </Button>
    </p>
  );
}
