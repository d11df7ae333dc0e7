import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TGB_NAME_MAX, TGB_TEXT_MAX, type TgbConsultation } from '../../../../contracts/api/tgb.ts';
import { deleteConsultation, saveConsultation, useConsultation, useConsultations } from '../api/tgb-admin.ts';
import { AdminPage, EnableChip, RecordList } from '../components/admin-bits.tsx';
import {
  AdminRecordEdit,
  AdminRecordView,
  useRouteId,
  type AdminRecordPlace,
} from '../components/admin-record.tsx';
import { TgbForm } from '../components/tgb-form.tsx';

const PLACE: AdminRecordPlace = { path: '/tgb-chat-consultation', testId: 'tgb-consultation' };

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
  const id = useRouteId();
  const item = useConsultation(id ?? 0);
  const data = item.data;
  return (
    <AdminRecordView
      place={PLACE}
      id={id}
      title={data?.name_ru ?? t('admin.consultations')}
      loading={item.isPending}
      fields={
        data
          ? [
              ...NAME_FIELDS.map((f) => ({ label: t(`admin.name.${LANG[f]}`), value: data[f] })),
              ...INFO_FIELDS.map((f) => ({
                label: t(`admin.info.${LANG[f]}`),
                value: data[f],
                lang: LANG[f],
              })),
              { label: t('admin.enable'), value: <EnableChip enable={data.enable} /> },
            ]
          : null
      }
      deleteText={t('admin.deleteTopicText')}
      onDelete={deleteConsultation}
    />
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
  return (
    <AdminRecordEdit place={PLACE} id={id} title={t('admin.editConsultation')}>
      {item.data ? <ConsultationForm initial={item.data} /> : null}
    </AdminRecordEdit>
  );
}
