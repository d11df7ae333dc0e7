import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { TGB_LANGUAGES, TGB_TEXT_MAX } from '../../../../contracts/api/tgb.ts';
import { putTgbText, useTgbText, useTgbTexts } from '../api/tgb-admin.ts';
import { AdminPage, Fields, RecordList } from '../components/admin-bits.tsx';
import { TgbForm } from '../components/tgb-form.tsx';

function useId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /tgb-chat-text — every text the bot says, by keyword. */
export function TgbTextsScreen() {
  const { t } = useTranslation('bot');
  const texts = useTgbTexts();
  return (
    <AdminPage title={t('admin.texts')} loading={texts.isPending} testId="tgb-texts">
      <RecordList
        testId="tgb-text"
        empty={t('admin.empty')}
        rows={(texts.data ?? []).map((row) => ({
          key: row.id,
          to: `/tgb-chat-text/${row.id}`,
          title: row.ru,
          sub: row.keyword,
        }))}
      />
    </AdminPage>
  );
}

/** /tgb-chat-text/:id — one text in three languages. */
export function TgbTextViewScreen() {
  const { t } = useTranslation('bot');
  const id = useId();
  const text = useTgbText(id ?? 0);
  if (id === null) return <Navigate to="/tgb-chat-text" replace />;
  return (
    <AdminPage
      title={text.data?.keyword ?? t('admin.texts')}
      loading={text.isPending}
      action={{ to: `/tgb-chat-text/${id}/update`, label: t('admin.edit'), testId: 'tgb-text-edit' }}
      testId="tgb-text-view"
    >
      {text.data ? (
        <Fields
          rows={TGB_LANGUAGES.map((l) => ({ label: t(`admin.lang.${l}`), value: text.data[l], lang: l }))}
        />
      ) : null}
      <Link to="/tgb-chat-text">{t('backToList')}</Link>
    </AdminPage>
  );
}

/** /tgb-chat-text/:id/update — UZ, RU and EN, each required. */
export function TgbTextEditScreen() {
  const { t } = useTranslation('bot');
  const navigate = useNavigate();
  const id = useId();
  const text = useTgbText(id ?? 0);
  if (id === null) return <Navigate to="/tgb-chat-text" replace />;
  return (
    <AdminPage
      title={text.data?.keyword ?? t('admin.texts')}
      loading={!text.data}
      testId="tgb-text-edit-screen"
    >
      {text.data ? (
        <TgbForm
          testId="tgb-text-form"
          texts={TGB_LANGUAGES.map((l) => ({
            name: l,
            label: t(`admin.lang.${l}`),
            max: TGB_TEXT_MAX,
            multiline: true,
            lang: l,
          }))}
          initial={{
            texts: { uz: text.data.uz, ru: text.data.ru, en: text.data.en },
            enable: 1,
            parent_id: null,
          }}
          onSave={async (v) => {
            await putTgbText(id, { uz: v.texts.uz ?? '', ru: v.texts.ru ?? '', en: v.texts.en ?? '' });
            navigate(`/tgb-chat-text/${id}`);
          }}
        />
      ) : null}
    </AdminPage>
  );
}
