import { IonHeader, IonTitle, IonToolbar } from '@ionic/react';
import { LanguageSwitch } from './language-switch.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** The guest layout's bar: no menu (spec 1 §2.5), only the brand, theme and language. */
export function GuestBar() {
  return (
    <IonHeader>
      <IonToolbar>
        <IonTitle>
          <span className="cb-brand">CorpBank</span>
        </IonTitle>
        <div slot="end" className="cb-toolbar-actions">
          <ThemeToggle />
          <LanguageSwitch />
        </div>
      </IonToolbar>
    </IonHeader>
  );
}
