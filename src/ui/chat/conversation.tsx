import { IonIcon } from '@ionic/react';
import { attachOutline } from 'ionicons/icons';
import { useEffect, useRef } from 'react';
import type { ChatFileRef } from '../../../contracts/api/chat-file.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { formatSize } from './file-upload.ts';
import './chat.css';

export interface ChatBubble {
  readonly id: string;
  readonly text: string;
  /** Written by the side looking at the screen (drawn on the right). */
  readonly mine: boolean;
  readonly author?: string;
  /** ISO date-time; absent while the message waits in the outbox. */
  readonly at?: string;
  readonly file?: ChatFileRef | null;
  /** A note under the bubble: "waiting to be sent", "not delivered". */
  readonly note?: string;
  readonly pending?: boolean;
}

/**
 * The messages of one conversation, oldest first, kept scrolled to the newest. A file is a button
 * that asks the feature to download it (never a link the browser would open inline).
 */
export function Conversation({
  bubbles,
  emptyText,
  label,
  onFile,
  testId,
}: {
  bubbles: readonly ChatBubble[];
  emptyText: string;
  label: string;
  onFile: (file: ChatFileRef) => void;
  testId?: string;
}) {
  const end = useRef<HTMLDivElement>(null);
  const count = bubbles.length;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  return (
    <div className="cb-chat__messages" role="log" aria-label={label} data-testid={testId}>
      {count === 0 ? (
        <p className="cb-chat__empty" data-testid="chat-empty">
          {emptyText}
        </p>
      ) : (
        bubbles.map((b) => (
          <div
            key={b.id}
            className={`cb-chat__bubble ${b.mine ? 'cb-chat__bubble--mine' : ''} ${b.pending ? 'cb-chat__bubble--pending' : ''}`}
            data-testid="chat-bubble"
            data-pending={b.pending ? 'true' : undefined}
          >
            {b.author ? <span className="cb-chat__author">{b.author}</span> : null}
            {b.text ? <p className="cb-chat__text">{b.text}</p> : null}
            {b.file ? (
              <button
                type="button"
                className="cb-chat__file"
                data-testid="chat-file"
                onClick={() => b.file && onFile(b.file)}
              >
                <IonIcon icon={attachOutline} aria-hidden="true" /> {b.file.name}{' '}
                <span className="cb-chat__size">{formatSize(b.file.size)}</span>
              </button>
            ) : null}
            <span className="cb-chat__meta">
              {b.at ? formatDateTime(b.at) : null}
              {b.note ? <span className="cb-chat__note"> · {b.note}</span> : null}
            </span>
          </div>
        ))
      )}
      <div ref={end} />
    </div>
  );
}
