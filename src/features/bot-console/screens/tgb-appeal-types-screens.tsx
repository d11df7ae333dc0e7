import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { TGB_NAME_MAX, type TgbAppealType } from '../../../../contracts/api/tgb.ts';
import { ConfirmSheet } from '../../../ui/confirm-sheet.tsx';
import { deleteAppealType, saveAppealType, useAppealType, useAppealTypes } from '../api/tgb-admin.ts';
import { AdminPage, EnableChip, Fields, RecordList } from '../components/admin-bits.tsx';
import { TgbForm } from '../components/tgb-form.tsx';
import '../../../ui/buttons.css';

function useRouteId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

function AppealTypeForm({ initial }: { initial: TgbAppealType | null }) {
  const { t } = useTranslation('bot');
  const navigate = useNavigate();
  return (
    <TgbForm
      testId="tgb-appeal-form"
      withEnable
      texts={[
        { name: 'name', label: t('admin.name.uz'), max: TGB_NAME_MAX },
        { name: 'name_ru', label: t('admin.name.ru'), max: TGB_NAME_MAX },
        { name: 'name_en', label: t('admin.name.en'), max: TGB_NAME_MAX },
      ]}
      initial={{
        texts: {
          name: initial?.name ?? '',
          name_ru: initial?.name_ru ?? '',
          name_en: initial?.name_en ?? '',
        },
        enable: initial?.enable ?? 1,
        parent_id: null,
      }}
      onSave={async (v) => {
        const saved = await saveAppealType(initial?.id ?? null, {
          name: v.texts.name ?? '',
          name_ru: v.texts.name_ru ?? '',
          name_en: v.texts.name_en ?? '',
          enable: v.enable,
        });
        navigate(`/tgb-chat-appeal/${saved.id}`);
      }}
    />
  );
}

/** /tgb-chat-appeal — appeal types offered in the bot's menu (enabled ones). */
export function TgbAppealTypesScreen() {
  const { t } = useTranslation('bot');
  const types = useAppealTypes();
  return (
    <AdminPage
      title={t('admin.appealTypes')}
      loading={types.isPending}
      action={{ to: '/tgb-chat-appeal/create', label: t('admin.create'), testId: 'tgb-appeal-create' }}
      testId="tgb-appeal-types"
    >
      <RecordList
        testId="tgb-appeal"
        empty={t('admin.empty')}
        rows={(types.data ?? []).map((row) => ({
          key: row.id,
          to: `/tgb-chat-appeal/${row.id}`,
          title: row.name_ru,
          sub: `${row.name} · ${row.name_en}`,
          side: <EnableChip enable={row.enable} />,
        }))}
      />
    </AdminPage>
  );
}

/** /tgb-chat-appeal/:id — one type with edit and delete. */
export function TgbAppealTypeViewScreen() {
  const { t } = useTranslation('bot');
  const navigate = useNavigate();
  const id = useRouteId();
  const type = useAppealType(id ?? 0);
  const [deleting, setDeleting] = useState(false);
  if (id === null) return <Navigate to="/tgb-chat-appeal" replace />;
  return (
    <AdminPage
      title={type.data?.name_ru ?? t('admin.appealTypes')}
      loading={type.isPending}
      action={{ to: `/tgb-chat-appeal/update/${id}`, label: t('admin.edit'), testId: 'tgb-appeal-edit' }}
      testId="tgb-appeal-view"
    >
      {type.data ? (
        <Fields
          rows={[
            { label: t('admin.name.uz'), value: type.data.name },
            { label: t('admin.name.ru'), value: type.data.name_ru },
            { label: t('admin.name.en'), value: type.data.name_en },
            { label: t('admin.enable'), value: <EnableChip enable={type.data.enable} /> },
          ]}
        />
      ) : null}
      <div className="cb-chat__actions">
        <button
          type="button"
          className="cb-button cb-button--danger"
          onClick={() => setDeleting(true)}
          data-testid="tgb-appeal-delete"
        >
          {t('admin.delete')}
        </button>
        <Link to="/tgb-chat-appeal">{t('backToList')}</Link>
      </div>
      <ConfirmSheet
        open={deleting}
        title={t('admin.deleteTitle')}
        text={t('admin.deleteText')}
        danger
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          void deleteAppealType(id)
            .then(() => navigate('/tgb-chat-appeal'))
            .catch(() => undefined);
        }}
      />
    </AdminPage>
  );
}

/** /tgb-chat-appeal/create — names in three languages and the enable flag. */
export function TgbAppealTypeCreateScreen() {
  const { t } = useTranslation('bot');
  return (
    <AdminPage title={t('admin.createAppealType')} testId="tgb-appeal-create-screen">
      <AppealTypeForm initial={null} />
    </AdminPage>
  );
}

/** /tgb-chat-appeal/update/:id */
export function TgbAppealTypeEditScreen() {
  const { t } = useTranslation('bot');
  const id = useRouteId();
  const type = useAppealType(id ?? 0);
  if (id === null) return <Navigate to="/tgb-chat-appeal" replace />;
  return (
    <AdminPage title={t('admin.editAppealType')} loading={!type.data} testId="tgb-appeal-edit-screen">
      {type.data ? <AppealTypeForm initial={type.data} /> : null}
    </AdminPage>
  );
}
