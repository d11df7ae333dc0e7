import type { ReactNode } from 'react';
import './chat.css';

/**
 * A list and a conversation side by side from tablet width (768 px, both orientations); on phones
 * one pane at a time: the conversation when one is open, else the list.
 */
export function SplitView({
  list,
  detail,
  placeholder,
}: {
  list: ReactNode;
  detail: ReactNode | null;
  placeholder: string;
}) {
  return (
    <div className={`cb-chat-split ${detail === null ? 'cb-chat-split--list' : 'cb-chat-split--detail'}`}>
      <section className="cb-chat-split__list">{list}</section>
      <section className="cb-chat-split__detail">
        {detail ?? <p className="cb-chat__empty cb-chat-split__placeholder">{placeholder}</p>}
      </section>
    </div>
  );
}
