/**
 * The one catalogue of error codes the API answers with. The body status is the code,
 * `message` is the Chinese text; the HTTP status stays meaningful beside it.
 */
export const ERRORS = {
  NOT_LOGGED_IN: { status: '999', http: 401, message: '请登录后访问' },
  BAD_REQUEST: { status: '40000', http: 400, message: '请求参数有误' },
  VALIDATION: { status: '40001', http: 400, message: '填写的内容有误' },
  CSRF: { status: '40002', http: 403, message: '请求缺少令牌，请刷新页面后重试' },
  // Every request's strings and nesting are checked before its schema (platform/http/input-guard.ts).
  INPUT_CONTROL_CHARACTER: { status: '40008', http: 400, message: '不能包含控制字符' },
  INPUT_TOO_DEEP: { status: '40009', http: 400, message: '请求内容嵌套过深' },
  CROSS_SITE: { status: '40003', http: 403, message: '请在伯乐招聘的页面上登录，不接受来自其他网站的登录请求' },
  FORBIDDEN: { status: '40300', http: 403, message: '没有权限执行此操作' },
  NOT_FOUND: { status: '40400', http: 404, message: '数据不存在或已被删除' },
  ROUTE_NOT_FOUND: { status: '40401', http: 404, message: '请求接口不存在' },
  CONFLICT: { status: '40900', http: 409, message: '数据已被修改，请刷新后重试' },
  TOO_MANY: { status: '42900', http: 429, message: '操作过于频繁，请稍后再试' },
  INTERNAL: { status: '50000', http: 500, message: '服务器开小差了，请稍后再试' },

  LOGIN_FAILED: { status: '10001', http: 400, message: '账号或密码错误' },
  ACCOUNT_DISABLED: { status: '10002', http: 403, message: '账号已停用，请联系管理员' },
  // The service names the wait: 登录失败次数过多，请N秒后再试 (auth/throttle.ts).
  LOGIN_LOCKED: { status: '10003', http: 429, message: '登录失败次数过多，请稍后再试' },
  EMAIL_TAKEN: { status: '10004', http: 409, message: '该邮箱已注册' },
  MOBILE_TAKEN: { status: '10005', http: 409, message: '该手机号已注册' },
  RESET_LINK_INVALID: { status: '10006', http: 400, message: '重置链接无效或已过期，请重新申请' },
  PASSWORD_WRONG: { status: '10007', http: 400, message: '原密码不正确' },
  INVITE_INVALID: { status: '10008', http: 400, message: '邀请链接无效或已过期' },
  // Wrong old passwords on 修改密码 are throttled like failed logins (issue 11, item 6).
  PASSWORD_WRONG_TOO_OFTEN: { status: '10010', http: 429, message: '原密码错误次数过多，请稍后再试' },
  // Checked on the server only (zxcvbn's list of common passwords stays out of the web bundle).
  PASSWORD_TOO_COMMON: { status: '10011', http: 400, message: '密码过于常见，请换一个更难猜的密码' },

  ROLE_IN_USE: { status: '20001', http: 409, message: '该角色下还有账号，请先调整账号角色' },
  SYSTEM_ROLE_READONLY: { status: '20002', http: 400, message: '系统角色不可删除或改名' },
  ROLE_NAME_TAKEN: { status: '20003', http: 409, message: '角色名称已存在' },
  ORG_HAS_CHILDREN: { status: '20004', http: 409, message: '请先删除或移走下级部门' },
  ORG_HAS_MEMBERS: { status: '20005', http: 409, message: '该部门下还有账号，请先调整账号部门' },
  ORG_ROOT_READONLY: { status: '20006', http: 400, message: '根部门不可删除' },
  ORG_CYCLE: { status: '20007', http: 400, message: '不能把部门移动到它自己或下级部门之下' },
  SUPER_ADMIN_PROTECTED: { status: '20008', http: 400, message: '超级管理员不可停用或修改角色' },
  SELF_PROTECTED: { status: '20009', http: 400, message: '不能停用自己的账号' },
  HANDOVER_TARGET_INVALID: { status: '20010', http: 400, message: '请选择一个在职的其他账号接收工作' },
  NAME_TAKEN: { status: '20011', http: 409, message: '名称已存在' },
  SUPER_ADMIN_ROLE_RESERVED: { status: '20012', http: 400, message: '超级管理员角色只属于超级管理员，不能分配给其他账号' },
  SUPER_ADMIN_LOGIN_PROTECTED: { status: '20013', http: 403, message: '超级管理员的登录邮箱和手机号只能由本人修改' },
  SUPER_ADMIN_ROLE_LOCKED: { status: '20015', http: 403, message: '只有超级管理员可以修改超级管理员角色的权限' },
  SUPER_ADMIN_ROLE_FULL: { status: '20016', http: 400, message: '超级管理员角色始终拥有全部权限，不能取消' },
  ROLE_NOT_SYSTEM: { status: '20017', http: 400, message: '只有系统角色可以恢复默认权限' },
  PERMISSION_INVALID: { status: '20018', http: 400, message: '所选权限不适用于该角色或招聘类型' },
  ADDRESS_IN_USE: { status: '20019', http: 409, message: '该地址下还有会议室，请先修改或删除这些会议室' },
  // Nobody hands out more than he holds (issue 11, item 5).
  PERMISSION_NOT_HELD: { status: '20020', http: 403, message: '不能授予自己没有的权限' },
  PERMISSION_SUPER_ADMIN_ONLY: { status: '20021', http: 403, message: '资产与套餐、第三方对接权限只能由超级管理员授予或取消' },
  ROLE_BEYOND_GRANTOR: { status: '20022', http: 403, message: '不能分配含有自己没有的权限的角色' },
  SUPER_ADMIN_ACCOUNT_PROTECTED: { status: '20023', http: 403, message: '超级管理员的账号信息只能由本人修改' },
  ACCOUNT_BEYOND_GRANTOR: { status: '20024', http: 403, message: '该账号含有您没有的权限，只能由拥有这些权限的管理员修改' },
  ACCOUNT_NOT_INVITED: { status: '20025', http: 409, message: '该账号已激活，无需发送邀请；忘记密码可在登录页找回' },

  RESUME_NAME_TOO_LONG: { status: '30001', http: 400, message: '姓名最多30个字符' },
  RESUME_MERGE_INVALID: { status: '30002', http: 400, message: '只能把简历合并到另一份未删除的简历' },
  RESUME_NOT_DELETED: { status: '30003', http: 400, message: '该简历不在回收站中' },
  RESUME_TAG_NAME_TAKEN: { status: '30004', http: 409, message: '标签名称已存在' },
  SAVED_SEARCH_NAME_TAKEN: { status: '30005', http: 409, message: '已有同名的常用搜索' },
  RESUME_HANDOVER_TARGET_INVALID: { status: '30006', http: 400, message: '请选择一个在职的其他账号接收简历' },
  RESUME_FIELD_FORBIDDEN: { status: '30007', http: 403, message: '没有权限修改简历负责人或来源' },
  RESUME_MERGED: { status: '30008', http: 400, message: '该简历已合并到其他简历，不能恢复' },

  // Resume attachments (upload, preview, download, delete on the detail page).
  ATTACHMENT_MISSING: { status: '30010', http: 400, message: '请选择要上传的文件' },
  ATTACHMENT_EMPTY: { status: '30011', http: 400, message: '文件内容为空，请重新选择' },
  ATTACHMENT_TYPE: { status: '30012', http: 400, message: '不支持该文件类型，请上传PDF、Word、图片、文本、Excel、PPT或压缩包' },
  ATTACHMENT_TOO_LARGE: { status: '30013', http: 413, message: '文件大小不能超过20MB' },
  ATTACHMENT_DUPLICATE: { status: '30014', http: 409, message: '该附件已上传过' },
  ATTACHMENT_CONTENT_MISMATCH: { status: '30015', http: 400, message: '文件内容与扩展名不符，请确认文件没有损坏' },
  ATTACHMENT_GONE: { status: '30016', http: 404, message: '附件文件已丢失，请重新上传' },
  ATTACHMENT_KIND: { status: '30017', http: 400, message: '附件类型不正确' },
  ATTACHMENT_TOO_MANY: { status: '30018', http: 400, message: '一次只能上传一个文件' },
  // Without 250001 an uploaded file could hand out what the masked resume hides (resumeFileAccess).
  ATTACHMENT_CONTACT_FORBIDDEN: { status: '30019', http: 403, message: '您没有查看候选人联系方式的权限，附件可能含联系方式，无法查看或下载；原始简历可查看脱敏版标准简历' },

  // Resume settings (/user/seting/resume).
  RESUME_FIELD_REQUIRED: { status: '30060', http: 400, message: '请填写必填项' },

  // Custom resume fields (/user/manage/resumefield) and archive reasons (/user/manage/archivereason).
  CUSTOM_FIELD_NAME_TAKEN: { status: '30020', http: 409, message: '已有同名的简历字段' },
  CUSTOM_FIELD_KEY_TAKEN: { status: '30021', http: 409, message: '字段标识已被其他字段使用' },
  CUSTOM_FIELD_NAME_RESERVED: { status: '30022', http: 400, message: '不能与系统字段重名' },
  CUSTOM_FIELD_LIMIT: { status: '30023', http: 400, message: '简历字段最多100个' },
  CUSTOM_FIELD_OPTIONS_UNSUPPORTED: { status: '30024', http: 400, message: '只有单选和多选字段可以设置选项' },
  CUSTOM_FIELD_ORDER_INVALID: { status: '30025', http: 400, message: '排序须包含全部简历字段，且不能重复' },
  CUSTOM_FIELD_UNKNOWN: { status: '30026', http: 400, message: '简历字段不存在' },
  CUSTOM_FIELD_DISABLED: { status: '30027', http: 400, message: '简历字段已停用，不能填写' },
  CUSTOM_FIELD_INVALID: { status: '30028', http: 400, message: '简历字段填写有误' },
  CUSTOM_FIELD_MISSING: { status: '30029', http: 400, message: '请填写必填的简历字段' },
  CUSTOM_FIELD_OPTION_UNKNOWN: { status: '30030', http: 400, message: '选项不存在，请刷新后重试' },
  ARCHIVE_REASON_NAME_TAKEN: { status: '30031', http: 409, message: '该类型下已有同名的归档原因' },
  ARCHIVE_REASON_LIMIT: { status: '30032', http: 400, message: '每种归档原因最多100个' },
  ARCHIVE_REASON_ORDER_INVALID: { status: '30033', http: 400, message: '排序须包含该类型的全部归档原因，且不能重复' },

  // Resume comments with @mentions, and share links (/out/resume).
  COMMENT_NOT_AUTHOR: { status: '30040', http: 403, message: '只能编辑自己发布的备注' },
  COMMENT_DELETE_FORBIDDEN: { status: '30041', http: 403, message: '只能删除自己发布的备注，管理员可删除全部备注' },
  SHARE_CONTACT_FORBIDDEN: { status: '30042', http: 403, message: '您没有查看联系方式的权限，分享的简历不能显示联系方式' },
  SHARE_LINK_UNKNOWN: { status: '30043', http: 404, message: '链接已失效：链接不存在，请确认链接是否完整' },
  SHARE_LINK_EXPIRED: { status: '30044', http: 410, message: '链接已失效：已超过有效期，请联系分享人重新分享' },
  SHARE_LINK_REVOKED: { status: '30045', http: 410, message: '链接已失效：分享人已撤销分享' },
  SHARE_LINK_GONE: { status: '30046', http: 410, message: '链接已失效：该简历已被删除' },

  // Resume export and Excel import (/user/seting/resumeexport, 导出 and 导入 of the talent pool).
  RESUME_EXPORT_EMPTY: { status: '30050', http: 400, message: '没有符合条件的简历可导出' },
  RESUME_IMPORT_NO_FILE: { status: '30051', http: 400, message: '请选择要导入的Excel文件' },
  RESUME_IMPORT_UNREADABLE: { status: '30052', http: 400, message: '文件无法读取：请上传用导入模板填写的Excel文件（.xlsx）' },
  RESUME_IMPORT_NO_NAME_COLUMN: { status: '30053', http: 400, message: '文件第1行没有“姓名”列，请使用导入模板填写' },
  RESUME_IMPORT_EMPTY: { status: '30054', http: 400, message: '文件中没有简历数据，请从第2行开始填写' },
  RESUME_IMPORT_TOO_MANY_ROWS: { status: '30055', http: 400, message: '每次最多导入1000行，请拆分文件后再导入' },
  RESUME_IMPORT_RUNNING: { status: '30056', http: 409, message: '该文件正在导入中，请稍后在导入记录中查看结果' },
  RESUME_EXPORT_NOT_READY: { status: '30057', http: 409, message: '导出尚未完成，请等待进度到100%后再下载' },
  RESUME_EXPORT_FILE_EXPIRED: { status: '30058', http: 410, message: '导出文件已过期或已删除，请重新导出' },

  // Resume intake: uploading and parsing resume files (POST /api/resumes/upload, bole parse-resume).
  RESUME_FILE_MISSING: { status: '31001', http: 400, message: '请选择要上传的简历文件' },
  RESUME_FILE_EMPTY: { status: '31002', http: 400, message: '文件为空，请检查后重新上传' },
  RESUME_FILE_TOO_LARGE: { status: '31003', http: 413, message: '文件超过10MB，请压缩或删去图片后重新上传' },
  RESUME_FILE_CORRUPT: { status: '31004', http: 400, message: '文件已损坏或不是它的扩展名所示的格式，无法打开' },
  RESUME_FILE_ENCRYPTED: { status: '31005', http: 400, message: '文件设置了打开密码，请去除密码后重新上传' },
  RESUME_FILE_BOMB: { status: '31006', http: 400, message: '文件解压后体积异常（疑似压缩炸弹），已拒绝' },
  RESUME_FILE_UNSUPPORTED: { status: '31007', http: 400, message: '不支持该文件格式，请上传PDF、Word、HTML、TXT、邮件（.eml）或图片格式的简历' },
  RESUME_FILE_TOO_COMPLEX: { status: '31008', http: 400, message: '文件内容过于复杂，解析超时，请另存为PDF或Word后重新上传' },
  RESUME_FILE_NO_RESUME: { status: '31009', http: 400, message: '邮件中没有找到简历（正文和附件都不是简历）' },

  // Mailbox resume collection (/resume/mailtake: collection mailboxes, waiting and processed mails).
  MAILBOX_TAKEN: { status: '31101', http: 409, message: '该邮箱的这个文件夹已添加过，请勿重复添加' },
  MAILBOX_PASSWORD_REQUIRED: { status: '31102', http: 400, message: '请输入密码/授权码' },
  MAILBOX_NOT_IMAP: { status: '31103', http: 400, message: '只能通过IMAP协议收取简历，请把收取协议改为IMAP并开启邮箱的IMAP服务' },
  MAILBOX_DISABLED: { status: '31104', http: 400, message: '该邮箱已停用收取，请先启用' },
  MAILBOX_SECRET_UNREADABLE: { status: '31105', http: 409, message: '已保存的密码/授权码无法解密（服务器密钥已更换），请重新填写后保存' },
  MAIL_ALREADY_STORED: { status: '31106', http: 409, message: '该邮件的简历已入库，无需重新处理' },
  MAIL_SOURCE_MISSING: { status: '31107', http: 409, message: '该邮件的原文没有保存（超过大小限制），无法重新处理' },
  MAILBOX_SERVER_CHANGED: { status: '31108', http: 400, message: '更换了收信服务器、端口、SSL设置或账号，请重新输入密码/授权码' },
  MAILBOX_PORT_NOT_ALLOWED: { status: '31109', http: 400, message: '端口不是收信服务的端口' },

  // Resume helper (简历助手: helper keys, POST /api/helper/capture) and 渠道管理 (/user/ditch/channel).
  HELPER_KEY_MISSING: { status: '31201', http: 401, message: '缺少简历助手密钥，请在伯乐招聘的简历助手页面重新安装' },
  HELPER_KEY_INVALID: { status: '31202', http: 401, message: '简历助手密钥无效或已撤销，请在伯乐招聘的简历助手页面创建新密钥后重新安装' },
  HELPER_KEY_FORBIDDEN: { status: '31203', http: 403, message: '密钥所属账号没有简历助手权限，请联系管理员' },
  HELPER_KEY_LIMIT: { status: '31204', http: 400, message: '每个账号最多保留10个密钥，请先撤销不再使用的密钥' },
  HELPER_KEY_NAME_TAKEN: { status: '31205', http: 409, message: '您已有同名的密钥' },
  HELPER_PAGE_TOO_LARGE: { status: '31206', http: 413, message: '页面内容超过2MB，请下载附件简历后通过“上传简历”入库' },
  HELPER_URL_INVALID: { status: '31207', http: 400, message: '页面地址不正确，简历助手只能收录http或https网页' },
  HELPER_BOARD_DISABLED: { status: '31208', http: 403, message: '管理员已在插件设置中停用该招聘网站，简历未收录' },
  HELPER_SITE_UNSUPPORTED: { status: '31209', http: 403, message: '该网站不是简历助手支持的招聘网站，简历未收录' },
  HELPER_PAGE_EMPTY: { status: '31210', http: 400, message: '页面没有内容，请在简历详情页打开后再使用简历助手' },
  CHANNEL_NAME_TAKEN: { status: '31220', http: 409, message: '已有同名的渠道' },
  CHANNEL_BUILT_IN: { status: '31221', http: 400, message: '系统内置渠道不能改名或删除，可以停用' },
  CHANNEL_IN_USE: { status: '31222', http: 409, message: '该渠道下还有简历（含回收站），不能删除，可以停用' },
  CHANNEL_LIMIT: { status: '31223', http: 400, message: '自定义渠道最多200个' },
  CHANNEL_UNKNOWN: { status: '31224', http: 400, message: '渠道不存在，请刷新后重新选择' },

  // 简历筛选规则 and 简历评分规则 (31300-31399).
  FILTER_RULE_NAME_TAKEN: { status: '31301', http: 409, message: '已有同名的筛选规则，请换一个名称' },
  FILTER_RULE_IN_USE: { status: '31302', http: 409, message: '有职位正在使用该筛选规则，请先在这些职位的其他设置中取消后再删除' },
  FILTER_RULE_LIMIT: { status: '31303', http: 400, message: '筛选规则最多100条，请先删除不再使用的规则' },
  SCORING_RULE_NAME_TAKEN: { status: '31311', http: 409, message: '已有同名的评分规则，请换一个名称' },
  SCORING_RULE_IN_USE: { status: '31312', http: 409, message: '有职位正在使用该评分规则，请先在这些职位的其他设置中更换后再删除' },
  SCORING_RULE_LIMIT: { status: '31313', http: 400, message: '评分规则最多100条，请先删除不再使用的规则' },

  // Jobs (/job/list): the job itself, 职位类别 (/user/manage/jobtype) and 职级 (/user/manage/joblevel).
  // 40000-40002 are the generic codes above, so this block starts at 40010.
  JOB_PUBLISH_FORBIDDEN: { status: '40010', http: 403, message: '没有权限开启或关闭职位' },
  JOB_EDIT_FORBIDDEN: { status: '40011', http: 403, message: '没有权限编辑职位' },
  JOB_TYPE_NAME_TAKEN: { status: '40020', http: 409, message: '同一级下已有同名的职位类别' },
  JOB_TYPE_TOO_DEEP: { status: '40021', http: 400, message: '职位类别最多两级：类别和其下的分类' },
  JOB_TYPE_HAS_CHILDREN: { status: '40022', http: 409, message: '请先删除该类别下的分类' },
  JOB_TYPE_IN_USE: { status: '40023', http: 409, message: '还有职位属于该类别，请先修改这些职位的类别' },
  JOB_TYPE_LIMIT: { status: '40024', http: 400, message: '职位类别最多500个' },
  JOB_TYPE_ORDER_INVALID: { status: '40025', http: 400, message: '排序须包含同一级的全部职位类别，且不能重复' },
  JOB_LEVEL_NAME_TAKEN: { status: '40030', http: 409, message: '已有同名的职级' },
  JOB_LEVEL_IN_USE: { status: '40031', http: 409, message: '还有职位使用该职级，请先修改这些职位的职级' },
  JOB_LEVEL_LIMIT: { status: '40032', http: 400, message: '职级最多100个' },
  JOB_LEVEL_ORDER_INVALID: { status: '40033', http: 400, message: '排序须包含全部职级，且不能重复' },

  // Approvals (审批 engine: flows of /user/manage/jobaudit and /user/manage/recruitaudit, 我的审批).
  APPROVAL_FLOW_INVALID: { status: '41001', http: 400, message: '审批流程设置有误' },
  APPROVAL_ACCOUNT_DISABLED: { status: '41002', http: 400, message: '所选成员中有已停用的账号，请重新选择' },
  APPROVAL_NOT_PENDING: { status: '41003', http: 409, message: '该审批已处理，请刷新后查看' },
  APPROVAL_NOT_APPROVER: { status: '41004', http: 403, message: '您不是该审批当前的审批人' },
  APPROVAL_NOT_APPLICANT: { status: '41005', http: 403, message: '只有发起人可以撤回或重新提交审批' },
  APPROVAL_NOT_RESUBMITTABLE: { status: '41006', http: 409, message: '只有已驳回或已撤回的审批可以重新提交' },
  APPROVAL_IN_PROGRESS: { status: '41007', http: 409, message: '该审批正在进行中，请等待审批完成或先撤回' },

  // Hiring demands (/job/demand, /lite/recruit/demand) and jobs linked to them.
  DEMAND_NOT_EDITABLE: { status: '42001', http: 409, message: '只有草稿、已驳回或已撤回的招聘需求可以修改，审批中的请先撤回' },
  DEMAND_NOT_SUBMITTABLE: { status: '42002', http: 409, message: '该招聘需求已提交或已关闭，不能再次提交' },
  DEMAND_NOT_CLOSABLE: { status: '42003', http: 409, message: '审批中的招聘需求不能关闭，请先撤回；已关闭的无需再关闭' },
  DEMAND_NOT_YOURS: { status: '42004', http: 403, message: '只有提交人或有「处理招聘需求」权限的同事可以操作该招聘需求' },

  // Recruiting process (issue 6): applications moving through a job's stages (50001-50099),
  // the stage library, process templates and 通用招聘设置 (50101-50199).
  PIPELINE_JOB_CLOSED: { status: '50001', http: 409, message: '该职位已关闭，不能加入候选人，请先开启职位' },
  PIPELINE_NO_STAGE: { status: '50002', http: 409, message: '该职位的招聘流程没有启用的阶段，请在招聘流程设置中添加阶段' },
  PIPELINE_STAGE_UNKNOWN: { status: '50003', http: 400, message: '所选阶段不在该职位的招聘流程中或已停用，请刷新后重试' },
  PIPELINE_SAME_STAGE: { status: '50004', http: 409, message: '候选人已在该阶段，无需移动' },
  PIPELINE_ELIMINATED: { status: '50005', http: 409, message: '候选人已被淘汰，请先恢复候选人再操作' },
  PIPELINE_CONCURRENT: { status: '50006', http: 409, message: '该候选人刚刚被其他人处理过，请刷新后查看最新状态再操作' },
  PIPELINE_NOT_ELIMINATED: { status: '50007', http: 409, message: '只有已淘汰的候选人可以恢复' },
  PIPELINE_REASON_REQUIRED: { status: '50008', http: 400, message: '请选择或填写淘汰原因' },
  PIPELINE_REASON_UNKNOWN: { status: '50009', http: 400, message: '所选原因不存在、已停用或不属于该原因类型，请重新选择' },
  PIPELINE_ALREADY_IN_JOB: { status: '50010', http: 409, message: '候选人已在该职位的招聘流程中' },
  PIPELINE_IN_OTHER_JOB: { status: '50011', http: 409, message: '候选人正在其他职位的招聘流程中；按通用招聘设置，同一候选人不能同时应聘多个职位' },
  PIPELINE_FINISHED: { status: '50012', http: 409, message: '候选人已入职或离职，不能再移动阶段或淘汰' },
  PIPELINE_ARCHIVED: { status: '50013', http: 409, message: '候选人已归档或已转移到其他职位，不在该职位的招聘流程中' },
  PIPELINE_STAFF_TRANSITION: { status: '50014', http: 409, message: '候选人当前的招聘状态不能这样变更' },
  PIPELINE_TRANSFER_SAME_JOB: { status: '50015', http: 400, message: '候选人已在该职位，请选择其他职位' },
  PIPELINE_AWAITING_ENTRY: { status: '50016', http: 409, message: '候选人待入职，不能移动阶段；请办理入职，或在候选人放弃入职时淘汰并选择原因' },
  PIPELINE_RESUME_DELETED: { status: '50017', http: 409, message: '简历已删除（在回收站中），恢复后才能加入职位' },
  PIPELINE_RESUME_HIDDEN: { status: '50018', http: 403, message: '该简历不在您的查看范围内，不能加入职位' },
  STAGE_NAME_TAKEN: { status: '50101', http: 409, message: '已有同名的招聘阶段' },
  STAGE_LOCKED: { status: '50102', http: 409, message: '初筛和面试类型的第一个阶段是必需的，不能停用或删除' },
  STAGE_HAS_CANDIDATES: { status: '50103', http: 409, message: '该阶段中还有候选人，请先把他们移到其他阶段' },
  STAGE_ACTION_INVALID: { status: '50104', http: 400, message: '所选操作不适用于该阶段类型' },
  STAGE_LIMIT: { status: '50105', http: 400, message: '招聘阶段最多50个' },
  STAGE_DISABLED: { status: '50106', http: 400, message: '所选阶段已停用，请先在招聘阶段中启用' },
  PROCESS_NAME_TAKEN: { status: '50107', http: 409, message: '已有同名的招聘流程' },
  PROCESS_IN_USE: { status: '50108', http: 409, message: '还有职位使用该招聘流程，请先为这些职位更换流程' },
  PROCESS_DEFAULT_LOCKED: { status: '50109', http: 409, message: '默认招聘流程不能删除，请先把其他流程设为默认' },
  PROCESS_STAGE_HAS_CANDIDATES: { status: '50110', http: 409, message: '使用该流程的职位在要移除的阶段中还有候选人，请先移动这些候选人' },
  PROCESS_CHANGE_BLOCKED: { status: '50111', http: 409, message: '职位中还有候选人处于新流程没有的阶段，请先移动这些候选人再更换流程' },
  PROCESS_LIMIT: { status: '50112', http: 400, message: '招聘流程最多50个' },
  PROCESS_NEEDS_STAGE: { status: '50113', http: 400, message: '招聘流程须包含初筛和面试类型的阶段各至少一个' },

  // Push to hiring department (推荐给用人部门, /lite/cvscreen) and candidate feedback links (/out/feedback/userc/*).
  RECOMMEND_NO_RECIPIENT: { status: '50201', http: 400, message: '请选择要推荐的用人经理：该职位还没有设置用人经理' },
  RECOMMEND_RECIPIENT_DISABLED: { status: '50202', http: 400, message: '所选用人经理中有已停用的账号，请重新选择' },
  RECOMMEND_REPLY_BY_PAST: { status: '50203', http: 400, message: '反馈截止时间须晚于当前时间' },
  RECOMMEND_APPLICATION_CLOSED: { status: '50204', http: 409, message: '候选人已淘汰或已结束招聘流程，不能推荐给用人部门' },
  RECOMMEND_ALREADY_OPEN: { status: '50205', http: 409, message: '该候选人已推荐给所选用人经理，正在等待反馈，无需重复推荐' },
  RECOMMEND_STAGE_NOT_ALLOWED: { status: '50206', http: 409, message: '候选人所在阶段没有开启“推荐给用人部门”，请先把候选人移动到初筛或面试阶段' },
  RECOMMEND_NOT_RECIPIENT: { status: '50210', http: 403, message: '只有收到推荐的用人经理可以反馈' },
  RECOMMEND_ALREADY_ANSWERED: { status: '50211', http: 409, message: '您已反馈过该简历（通过或未通过），不能重复反馈' },
  RECOMMEND_REPORT_FORBIDDEN: { status: '50212', http: 403, message: '只有推荐人、收到推荐的用人经理和HR可以下载推荐报告' },
  FEEDBACK_LINK_UNKNOWN: { status: '50301', http: 404, message: '链接已失效：链接不存在，请确认链接是否完整' },
  FEEDBACK_LINK_EXPIRED: { status: '50302', http: 410, message: '链接已失效：已超过有效期，请联系招聘负责人' },
  FEEDBACK_LINK_REVOKED: { status: '50303', http: 410, message: '链接已失效：招聘负责人已撤销该链接' },
  FEEDBACK_LINK_USED: { status: '50304', http: 409, message: '您已反馈，无需重复提交' },
  FEEDBACK_ANSWER_INVALID: { status: '50305', http: 400, message: '放弃入职链接只能确认放弃入职' },
  FEEDBACK_APPLICATION_CLOSED: { status: '50306', http: 409, message: '候选人已淘汰或已结束招聘流程，不能发送反馈链接' },

  // 发送记录 (messaging outbox).
  OUTBOX_NOT_RESENDABLE: { status: '35201', http: 409, message: '只有发送失败或已取消的消息可以重发' },
  OUTBOX_NOT_CANCELLABLE: { status: '35202', http: 409, message: '只有排队中、尚未开始发送的消息可以取消' },
  OUTBOX_NO_ADDRESS: { status: '35203', http: 400, message: '收件人没有可用的地址，无法重发' },

  // Careers portal (招聘官网 /portal/{slug}, its application form and settings).
  PORTAL_NOT_FOUND: { status: '43001', http: 404, message: '该招聘官网不存在或暂未开放' },
  PORTAL_JOB_NOT_FOUND: { status: '43002', http: 404, message: '该职位不存在或已停止招聘' },
  PORTAL_FIELD_REQUIRED: { status: '43003', http: 400, message: '请填写申请表中的必填项' },
  PORTAL_CONSENT_REQUIRED: { status: '43004', http: 400, message: '请阅读并勾选同意隐私协议后再提交申请' },
  PORTAL_ATTACHMENT_REQUIRED: { status: '43005', http: 400, message: '请上传简历附件' },
  PORTAL_ATTACHMENT_TOO_LARGE: { status: '43006', http: 400, message: '简历附件不能超过10MB，请压缩后重新上传' },
  PORTAL_ATTACHMENT_UNREADABLE: { status: '43007', http: 400, message: '无法读取该简历附件，请上传PDF、Word、图片或文本格式的简历' },
  PORTAL_IMAGE_INVALID: { status: '43008', http: 400, message: '图片须为JPG、PNG或WEBP格式，且不超过2MB' },
  PORTAL_CONSENT_OUTDATED: { status: '43009', http: 409, message: '隐私协议刚刚更新，请阅读新版本后重新勾选同意并提交' },

  // Integrations (DingTalk embedded mode and its settings).
  DINGTALK_CORP_UNBOUND: { status: '80001', http: 404, message: '该钉钉企业尚未绑定伯乐招聘，请联系管理员' },
  DINGTALK_USER_UNBOUND: { status: '80002', http: 403, message: '您还不是本企业伯乐招聘的用户，请联系管理员邀请' },
  DINGTALK_NOT_CONFIGURED: { status: '80003', http: 404, message: '企业尚未配置钉钉集成' },
  DINGTALK_DISABLED: { status: '80004', http: 403, message: '企业已停用钉钉集成，请联系管理员' },
  DINGTALK_API_FAILED: { status: '80005', http: 400, message: '钉钉接口调用失败' },
  DINGTALK_UNREACHABLE: { status: '80006', http: 502, message: '钉钉接口调用失败：无法连接钉钉服务器' },
  DINGTALK_CORP_TAKEN: { status: '80007', http: 409, message: '该钉钉企业已绑定其他伯乐招聘企业' },
  DINGTALK_USER_TAKEN: { status: '80008', http: 409, message: '该钉钉用户ID已绑定本企业的其他账号' },
  DINGTALK_SECRET_UNREADABLE: { status: '80009', http: 409, message: '已保存的AppSecret无法解密（服务器密钥已更换），请重新填写AppSecret' },
} as const;

export type ErrorKey = keyof typeof ERRORS;

/** Body status meaning "not logged in" (spec section 7). */
export const NOT_LOGGED_IN_STATUS = '999';
/** Body status that sends the browser back to the resume list (spec section 7). */
export const BACK_TO_RESUME_LIST_STATUS = '30067-009';
