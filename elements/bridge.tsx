import { Suspense, useSyncExternalStore } from 'react';
import { Spinner } from '../src/ui/spinner';
import { ElementErrorBoundary, ElementRoot } from './element-root';
import { channelOf } from './props-channel';
import type { FwTheme } from './theme';

/**
 * The component r2wc mounts in every Formwright element. r2wc hands it only `container` (the shadow
 * root); everything else comes from that element's channel: the current props and the tag's view.
 */
export function ElementBridge({ container }: { container?: HTMLElement }) {
  const channel = channelOf(container);
  const props = useSyncExternalStore(channel.subscribe, channel.getSnapshot);
  const { App, loadingLabel, failureMessage } = channel.view;
  return (
    <ElementRoot theme={props.theme as FwTheme | undefined}>
      <ElementErrorBoundary host={channel.host} message={failureMessage}>
        <Suspense
          fallback={
            <div className="fw-element-loading">
              <Spinner label={loadingLabel} />
            </div>
          }
        >
          <App {...props} host={channel.host} />
        </Suspense>
      </ElementErrorBoundary>
    </ElementRoot>
  );
}
