/** Server messages of the RBAC editor, in ru, en and uz; composed into server/src/i18n.ts's `t()`. */
import type { Texts } from '../../messages.ts';

export const rbacMessages = {
  'rbac.lockout': {
    ru: 'После этого изменения ни один активный администратор не сможет управлять ролями и правами. Изменение не сохранено.',
    en: 'After this change no active administrator could manage roles and permissions. The change was not saved.',
    uz: 'Bu oʻzgarishdan keyin birorta faol administrator rollar va huquqlarni boshqara olmaydi. Oʻzgarish saqlanmadi.',
  },
  'rbac.baseSystem': {
    ru: 'Роль из каталога не основана на другой роли.',
    en: 'A catalogue role is not based on another role.',
    uz: 'Katalogdagi rol boshqa rolga asoslanmaydi.',
  },
  'rbac.baseInUse': {
    ru: 'Основу роли нельзя сменить, пока она назначена активным пользователям.',
    en: 'The role’s base cannot change while active users hold the role.',
    uz: 'Rol faol foydalanuvchilarga berilgan ekan, uning asosini oʻzgartirib boʻlmaydi.',
  },
  'rbac.roleTaken': {
    ru: 'Роль с таким именем уже есть.',
    en: 'A role with this name already exists.',
    uz: 'Bu nomli rol allaqachon bor.',
  },
  'rbac.permissionTaken': {
    ru: 'Право с таким именем уже есть.',
    en: 'A permission with this name already exists.',
    uz: 'Bu nomli huquq allaqachon bor.',
  },
  'rbac.ruleTaken': {
    ru: 'Правило с таким именем уже есть.',
    en: 'A rule with this name already exists.',
    uz: 'Bu nomli qoida allaqachon bor.',
  },
  'rbac.unknownRole': {
    ru: 'Такой роли нет.',
    en: 'There is no such role.',
    uz: 'Bunday rol yoʻq.',
  },
  'rbac.unknownPermission': {
    ru: 'Такого права нет.',
    en: 'There is no such permission.',
    uz: 'Bunday huquq yoʻq.',
  },
  'rbac.unknownRule': {
    ru: 'Такого правила нет.',
    en: 'There is no such rule.',
    uz: 'Bunday qoida yoʻq.',
  },
  'rbac.groupEmpty': {
    ru: 'Группа не охватывает ни одного права.',
    en: 'The group covers no permission.',
    uz: 'Guruh birorta huquqni qamramaydi.',
  },
  'rbac.network': {
    ru: 'Укажите сеть в виде 10.0.0.0/8 или адрес.',
    en: 'Enter a network such as 10.0.0.0/8, or an address.',
    uz: 'Tarmoqni 10.0.0.0/8 koʻrinishida yoki manzilni kiriting.',
  },
  'rbac.hours': {
    ru: 'Время окончания должно быть позже времени начала.',
    en: 'The end time must be after the start time.',
    uz: 'Tugash vaqti boshlanish vaqtidan keyin boʻlishi kerak.',
  },
} as const satisfies Record<string, Texts>;
