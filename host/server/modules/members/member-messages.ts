import type { MessageTable } from '../../i18n/messages.js';

/** Texts of the member refusals. */
export const memberMessages: MessageTable = {
  en: {
    'project.viewerReadOnly': 'You are a viewer of this project: you can open it, but not change or save it. Ask its owner for the editor role.',
    'project.ownerOnly': 'Only the project\'s owner can do this.',
    'members.noAccount': 'No account has this username or mailbox.',
    'members.self': 'You own this project already.',
    'members.already': 'This person is already a member of the project.',
    'members.tooMany': 'A project can have at most {max} members.',
    'members.tooManyPending': 'At most {max} invitations can wait for an answer.',
    'members.notMember': 'This person is not a member of the project.',
    'members.ownerStays': 'The owner cannot be removed or given another role.',
    'members.invitationGone': 'This invitation does not exist, has expired or was answered already.',
    'members.onlyProjects': 'Only projects can be shared (not component libraries or the default project).',
  },
  'zh-CN': {
    'project.viewerReadOnly': '您是此项目的查看者：可以打开，但不能修改或保存。请向项目所有者申请编辑者角色。',
    'project.ownerOnly': '只有项目所有者可以执行此操作。',
    'members.noAccount': '没有使用此用户名或邮箱的账号。',
    'members.self': '您已经是此项目的所有者。',
    'members.already': '此人已经是项目成员。',
    'members.tooMany': '一个项目最多有 {max} 名成员。',
    'members.tooManyPending': '最多 {max} 个邀请可以等待答复。',
    'members.notMember': '此人不是项目成员。',
    'members.ownerStays': '不能移除所有者，也不能更改其角色。',
    'members.invitationGone': '此邀请不存在、已过期或已被答复。',
    'members.onlyProjects': '只能共享项目（不能共享组件库或默认项目）。',
  },
  'zh-TW': {
    'project.viewerReadOnly': '您是此專案的檢視者：可以開啟，但不能修改或儲存。請向專案擁有者申請編輯者角色。',
    'project.ownerOnly': '只有專案擁有者可以執行此操作。',
    'members.noAccount': '沒有使用此使用者名稱或信箱的帳號。',
    'members.self': '您已經是此專案的擁有者。',
    'members.already': '此人已經是專案成員。',
    'members.tooMany': '一個專案最多有 {max} 名成員。',
    'members.tooManyPending': '最多 {max} 個邀請可以等待答覆。',
    'members.notMember': '此人不是專案成員。',
    'members.ownerStays': '不能移除擁有者，也不能變更其角色。',
    'members.invitationGone': '此邀請不存在、已過期或已被答覆。',
    'members.onlyProjects': '只能共用專案（不能共用元件庫或預設專案）。',
  },
};
