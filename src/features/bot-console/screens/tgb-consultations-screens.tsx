import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { TGB_NAME_MAX, TGB_TEXT_MAX, type TgbConsultation } from '../../../../contracts/api/tgb.ts';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { deleteConsultation, saveConsultation, useConsultation, useConsultations } from '../api/tgb-admin.ts';
import { AdminPage, EnableChip, Fields, RecordList } from '../components/admin-bits.tsx';
import { TgbForm } from '../components/tgb-form.tsx';
import '../../../ui/buttons.css';

function useRouteId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

const NAME_FIELDS = ['name', 'name_ru', 'name_en'] as const;
const INFO_FIELDS = ['info', 'info_ru', 'info_en'] as const;
const LANG = { name: 'uz', name_ru: 'ru', name_en: 'en', info: 'uz', info_ru: 'ru', info_en: 'en' } as const;

/** Create and edit: three names and three info texts, each saved as typed (the spec's defect fixed). */
function ConsultationForm({ initial }: { initial: TgbConsultation | null }) {
  const { t } = useTranslation('bot');
  const navigate = useNavigate();
  const all = useConsultations();
  // A topic cannot hang under itself.
  const parents = (all.data ?? [])
    .filter((c) => c.id !== initial?.id)
    .map((c) => ({ id: c.id, name: c.name_ru }));
  return (
    <TgbForm
      testId="tgb-consultation-form"
      withEnable
      parents={parents}
      texts={[
        ...NAME_FIELDS.map((f) => ({ name: f, label: t(`admin.name.${LANG[f]}`), max: TGB_NAME_MAX })),
        ...INFO_FIELDS.map((f) => ({
          name: f,
          label: t(`admin.info.${LANG[f]}`),
          max: TGB_TEXT_MAX,
          multiline: true,
          lang: LANG[f],
        })),
      ]}
      initial={{
        texts: Object.fromEntries([...NAME_FIELDS, ...INFO_FIELDS].map((f) => [f, initial?.[f] ?? ''])),
        enable: initial?.enable ?? 1,
        parent_id: initial?.parent_id ?? null,
      }}
      onSave={async (v) => {
        const text = (name: (typeof NAME_FIELDS)[number] | (typeof INFO_FIELDS)[number]) =>
          v.texts[name] ?? '';
        const saved = await saveConsultation(initial?.id ?? null, {
          parent_id: v.parent_id,
          name: text('name'),
          name_ru: text('name_ru'),
          name_en: text('name_en'),
          info: text('info'),
          info_ru: text('info_ru'),
          info_en: text('info_en'),
          enable: v.enable,
        });
        navigate(`/tgb-chat-consultation/${saved.id}`);
      }}
    />
  );
}

/** /tgb-chat-consultation — consultation topics the bot answers from its menu. */
export function TgbConsultationsScreen() {
  const { t } = useTranslation('bot');
  const list = useConsultations();
  const names = new Map((list.data ?? []).map((c) => [c.id, c.name_ru]));
  return (
    <AdminPage
      title={t('admin.consultations')}
      loading={list.isPending}
      action={{
        to: '/tgb-chat-consultation/create',
        label: t('admin.create'),
        testId: 'tgb-consultation-create',
      }}
      testId="tgb-consultations"
    >
      <RecordList
        testId="tgb-consultation"
        empty={t('admin.empty')}
        rows={(list.data ?? []).map((row) => ({
          key: row.id,
          to: `/tgb-chat-consultation/${row.id}`,
          title: row.name_ru,
          sub: row.parent_id === null ? row.info_ru : `${names.get(row.parent_id) ?? ''} › ${row.info_ru}`,
          side: <EnableChip enable={row.enable} />,
        }))}
      />
    </AdminPage>
  );
}

/** /tgb-chat-consultation/:id */
export function TgbConsultationViewScreen() {
  const { t } = useTranslation('bot');
  const navigate = useNavigate();
  const id = useRouteId();
  const item = useConsultation(id ?? 0);
  const [deleting, setDeleting] = useState(false);
  if (id === null) return <Navigate to="/tgb-chat-consultation" replace />;
  const data = item.data;
  return (
    <AdminPage
      title={data?.name_ru ?? t('admin.consultations')}
      loading={item.isPending}
      action={{
        to: `/tgb-chat-consultation/update/${id}`,
        label: t('admin.edit'),
        testId: 'tgb-consultation-edit',
      }}
      testId="tgb-consultation-view"
    >
      {data ? (
        <Fields
          rows={[
            ...NAME_FIELDS.map((f) => ({ label: t(`admin.name.${LANG[f]}`), value: data[f] })),
            ...INFO_FIELDS.map((f) => ({ label: t(`admin.info.${LANG[f]}`), value: data[f], lang: LANG[f] })),
            { label: t('admin.enable'), value: <EnableChip enable={data.enable} /> },
          ]}
        />
      ) : null}
      <div className="cb-chat__actions">
        <button
          type="button"
          className="cb-button cb-button--danger"
          onClick={() => setDeleting(true)}
          data-testid="tgb-consultation-delete"
        >
          {t('admin.delete')}
        </button>
        <Link to="/tgb-chat-consultation">{t('backToList')}</Link>
      </div>
      <ConfirmSheet
        open={deleting}
        title={t('admin.deleteTitle')}
        text={t('admin.deleteTopicText')}
        danger
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          void deleteConsultation(id)
            .then(() => navigate('/tgb-chat-consultation'))
            .catch(() => undefined);
        }}
      />
    </AdminPage>
  );
}

/** /tgb-chat-consultation/create */
export function TgbConsultationCreateScreen() {
  const { t } = useTranslation('bot');
  return (
    <AdminPage title={t('admin.createConsultation')} testId="tgb-consultation-create-screen">
      <ConsultationForm initial={null} />
    </AdminPage>
  );
}

/** /tgb-chat-consultation/update/:id */
export function TgbConsultationEditScreen() {
  const { t } = useTranslation('bot');
  const id = useRouteId();
  const item = useConsultation(id ?? 0);
  if (id === null) return <Navigate to="/tgb-chat-consultation" replace />;
  return (
    <AdminPage title={t('admin.editConsultation')} loading={!item.data} testId="tgb-consultation-edit-screen">
      {item.data ? <ConsultationForm initial={item.data} /> : null}
    </AdminPage>
  );
}
