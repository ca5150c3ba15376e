/**
 * The one pt → en table of the messages a person can read in an error: the shared schemas' texts
 * (spec §5, kept in Portuguese in the schemas) and the API's own refusals. The API's error
 * middleware answers an English caller through it; the web loads it lazily (only for an English
 * user, only on a failed check) to translate the same schemas' messages in the browser. A message
 * missing here is shown in Portuguese, never blank.
 */
const FIELDS: Record<string, string> = {
  // Sign-in and registration (spec §5).
  'CPF não preenchido': 'CPF is required',
  'CPF inválido': 'Invalid CPF',
  'Senha não preenchida': 'Password is required',
  'Nome não preenchido': 'Full name is required',
  'E-mail não preenchido': 'E-mail is required',
  'E-mail inválido': 'Invalid e-mail',
  'Telefone não preenchido': 'Phone is required',
  'Telefone inválido': 'Invalid phone',
  'Formação não selecionada': 'Education not selected',
  'Senha deve ter pelo menos 6 caracteres': 'Password must have at least 6 characters',
  'Senha deve ter no máximo 30 caracteres': 'Password must have at most 30 characters',
  'Confirmação de senha não preenchida': 'Password confirmation is required',
  'Senhas não conferem': 'Passwords do not match',
  'Termos não foram aceitos': 'Terms were not accepted',
  'Opção de notificações inválida': 'Invalid notifications option',
  'Escolha uma opção de notificações': 'Choose a notifications option',
  'Idioma não suportado': 'Language not supported',
  'Tema não foi informado': 'Theme is required',
  'Tema não suportado': 'Theme not supported',
  // Catalogue forms.
  'Nome não foi preenchido': 'Name is required',
  'Nome muito curto': 'Name is too short',
  'Nome muito longo': 'Name is too long',
  'Nome inválido': 'Invalid name',
  'Selecione a ordem de exibição': 'Choose the display order',
  'Selecione se possui subcategoria': 'Choose whether it has subcategories',
  'Selecione se é item pago': 'Choose whether it is paid',
  'Selecione se é pago ou não': 'Choose whether it is paid',
  'Imagem não foi enviada': 'Image is required',
  'Selecione a categoria': 'Choose the category',
  'Categoria inválida': 'Invalid category',
  'Categoria principal inválida': 'Invalid parent category',
  'Suplemento não informado': 'Supplement not given',
  'Tags muito longas': 'Tags are too long',
  'Tags inválidas': 'Invalid tags',
  'Conteúdo inválido': 'Invalid content',
  'Conteúdo muito longo': 'Content is too long',
  'Conteúdo muito longo (máximo de 400 KB)': 'Content is too long (at most 400 KB)',
  'Revisão inválida': 'Invalid revision',
  // Evidence: indications and references.
  'Indicação não foi preenchida': 'Indication is required',
  'Indicação muito curta': 'Indication is too short',
  'Indicação muito longa': 'Indication is too long',
  'Indicações inválidas': 'Invalid indications',
  'Selecione o nível de evidência': 'Choose the level of evidence',
  'Autores não foram preenchidos': 'Authors are required',
  'Autores muito longos': 'Authors are too long',
  'Periódico muito longo': 'Journal is too long',
  'Ano inválido': 'Invalid year',
  'DOI inválido (ex.: 10.1056/NEJMra070553)': 'Invalid DOI (e.g. 10.1056/NEJMra070553)',
  'PMID inválido (somente números, ex.: 17634462)': 'Invalid PMID (digits only, e.g. 17634462)',
  'Informe o DOI ou o PMID': 'Give the DOI or the PMID',
  'Referências inválidas': 'Invalid references',
  // Banners.
  'Selecione o tipo': 'Choose the type',
  'Selecione o tipo de usuário': 'Choose the audience',
  'Informe o link': 'Enter the link',
  'Informe um link válido (http:// ou https://)': 'Enter a valid link (http:// or https://)',
  'Link muito longo': 'Link is too long',
  'Selecione o idioma': 'Choose the language',
  // Profile, password, settings.
  'E-mail não foi preenchido': 'E-mail is required',
  'Telefone não foi preenchido': 'Phone is required',
  'Senha não foi preenchido': 'Current password is required',
  'Senha não foi preenchida': 'Password is required',
  'Nova senha não foi preenchida': 'New password is required',
  'Confirmação de senha é obrigatória': 'Password confirmation is required',
  'As senhas devem coincidir': 'The passwords must match',
  'Senha atual incorreta': 'Current password is incorrect',
  'Alinhaemnto não foi preenchido': 'Alignment is required',
  'URL de tutorial não foi informada': 'Tutorial URL is required',
  'Informe uma URL de tutorial válida (http:// ou https://)': 'Enter a valid tutorial URL (http:// or https://)',
  'URL de tutorial muito longa': 'Tutorial URL is too long',
  'Opção de vídeo não informado': 'Video option is required',
  // Notifications.
  'Título não foi preenchido': 'Title is required',
  'Título muito curto': 'Title is too short',
  'Título muito longo': 'Title is too long',
  'Mensagem não foi preenchida': 'Message is required',
  'Mensagem muito curta': 'Message is too short',
  'Mensagem muito longa': 'Message is too long',
  'Idioma inválido': 'Invalid language',
  'Destino inválido': 'Invalid destination',
  'Selecione o suplemento': 'Choose the supplement',
  'Selecione o tópico': 'Choose the topic',
  'Token do dispositivo inválido': 'Invalid device token',
  'Token do dispositivo não enviado': 'Device token not sent',
  // Suggestions, search, payments.
  'Sugestão não foi preenchida': 'Suggestion is required',
  'Sugestão muito curta': 'Suggestion is too short',
  'Sugestão muito longa': 'Suggestion is too long',
  'Informe o termo de busca': 'Enter a search term',
  'Termo de busca muito longo': 'Search term is too long',
  'Informe os dados do cartão': 'Enter the card details',
  'Selecione um plano': 'Choose a plan',
  'Plano não encontrado': 'Plan not found',
  'Item inválido': 'Invalid item',
  'Tipo de conteúdo inválido': 'Invalid content type',
  // zod's defaults, worded in Portuguese by zod-messages.ts.
  'Corpo da requisição inválido': 'Invalid request body',
  'Corpo da requisição inválido.': 'Invalid request body.',
  'Valor inválido': 'Invalid value',
  'Valor longo demais': 'Value is too long',
  'Valor curto demais': 'Value is too short',
  'Dados inválidos': 'Invalid data',
};

const REFUSALS: Record<string, string> = {
  // Sessions and access.
  'Sessão expirada. Entre novamente.': 'Session expired. Please sign in again.',
  'Faça login para continuar.': 'Sign in to continue.',
  'Você não tem permissão para acessar este recurso.': 'You are not allowed to access this resource.',
  'Acesso restrito a administradores.': 'Administrators only.',
  'Por segurança, confirme sua senha para excluir um usuário (vale por 5 minutos).': 'For security, confirm your password to delete a user (it lasts 5 minutes).',
  "Ordenação inválida: use 'order' ou 'name'": "Invalid order: use 'order' or 'name'",
  'Proibido': 'Forbidden',
  'Conteúdo exclusivo para assinantes premium.': 'Content for premium subscribers only.',
  'Recurso exclusivo para assinantes premium.': 'A feature for premium subscribers only.',
  'Favoritar suplementos pagos é exclusivo para assinantes premium.': 'Only premium subscribers can favourite paid supplements.',
  'CPF ou senha incorretos': 'Incorrect CPF or password',
  'Muitas tentativas para este CPF. Aguarde 30 segundos e tente novamente.': 'Too many attempts for this CPF. Wait 30 seconds and try again.',
  'Muitas tentativas deste dispositivo. Tente novamente em alguns minutos.': 'Too many attempts from this device. Try again in a few minutes.',
  'Muitas tentativas. Aguarde alguns minutos e tente novamente.': 'Too many attempts. Wait a few minutes and try again.',
  'CPF já cadastrado': 'CPF already registered',
  'E-mail já cadastrado': 'E-mail already registered',
  // Not found.
  'Item não encontrado': 'Item not found',
  'Rota não encontrada': 'Route not found',
  'Arquivo não encontrado': 'File not found',
  'Categoria não encontrada': 'Category not found',
  'Categoria principal não encontrada': 'Parent category not found',
  'Suplemento não encontrado': 'Supplement not found',
  'Tópico não encontrado': 'Topic not found',
  'Banner não encontrado': 'Banner not found',
  'Sugestão não encontrada': 'Suggestion not found',
  'Notificação não encontrada': 'Notification not found',
  'Dispositivo não encontrado': 'Device not found',
  'Usuário não encontrado': 'User not found',
  'Versão não encontrada': 'Version not found',
  'Item não encontrado na lixeira': 'Item not found in the trash',
  // Catalogue rules.
  'Esta categoria possui subcategorias. Remova ou mova as subcategorias antes de alterar esta opção.':
    'This category has subcategories. Remove or move them before changing this option.',
  'Esta categoria possui suplementos. Remova ou mova os suplementos antes de alterar esta opção.':
    'This category has supplements. Remove or move them before changing this option.',
  'Esta categoria possui subcategorias: escolha uma delas para o suplemento.': 'This category has subcategories: choose one of them for the supplement.',
  'Uma categoria não pode ficar dentro de si mesma ou de uma subcategoria dela.': 'A category cannot sit inside itself or one of its subcategories.',
  'Não é possível deletar: esta categoria possui subcategorias. Delete-as antes.': 'Cannot delete: this category has subcategories. Delete them first.',
  'Não é possível deletar: esta categoria possui suplementos. Delete-os ou mova-os para outra categoria antes.':
    'Cannot delete: this category has supplements. Delete them or move them to another category first.',
  'Este item foi excluído: restaure-o pela lixeira.': 'This item was deleted: restore it from the trash.',
  'Este item já existe no catálogo.': 'This item already exists in the catalogue.',
  'A categoria deste suplemento não existe mais: restaure-a (ou crie-a) antes.': "This supplement's category no longer exists: restore (or create) it first.",
  'A categoria-mãe foi excluída: restaure-a pela lixeira antes.': 'The parent category was deleted: restore it from the trash first.',
  'O suplemento deste tópico foi excluído: restaure-o pela lixeira antes.': "This topic's supplement was deleted: restore it from the trash first.",
  // Interactions, drugs, drug classes and conditions (issue 31).
  'Adicione ao menos um item para verificar': 'Add at least one item to check',
  'No máximo 30 itens por verificação': 'At most 30 items per check',
  'Item repetido na lista': 'Item repeated in the list',
  'Tipo de item inválido': 'Invalid item type',
  'Item inválido': 'Invalid item',
  'Forma química inválida': 'Invalid chemical form',
  'Selecione o tipo do outro lado da interação': 'Choose the kind of the interaction’s other side',
  'Selecione o outro lado da interação': 'Choose the interaction’s other side',
  'Selecione a gravidade': 'Choose the severity',
  'Selecione a probabilidade': 'Choose the likelihood',
  'Mecanismo não foi preenchido': 'Mechanism is required',
  'Mecanismo muito longo': 'Mechanism is too long',
  'Conduta não foi preenchida': 'Management is required',
  'Conduta muito longa': 'Management is too long',
  'Orientação de horário inválida': 'Invalid timing advice',
  'Orientação de horário muito longa': 'Timing advice is too long',
  'Escolha outro suplemento para o outro lado da interação': 'Choose another supplement for the interaction’s other side',
  'Forma química só se aplica a um suplemento': 'A chemical form applies only to a supplement',
  'Nome em inglês não foi preenchido': 'English name is required',
  'Nome em inglês muito curto': 'English name is too short',
  'Nome em inglês muito longo': 'English name is too long',
  'Sinônimo muito longo': 'Synonym is too long',
  'Sinônimos inválidos': 'Invalid synonyms',
  'Marca muito longa': 'Brand is too long',
  'Marcas inválidas': 'Invalid brands',
  'No máximo 30 sinônimos': 'At most 30 synonyms',
  'No máximo 30 marcas': 'At most 30 brands',
  'Classe de medicamentos inválida': 'Invalid drug class',
  'Classes de medicamentos inválidas': 'Invalid drug classes',
  'No máximo 10 classes': 'At most 10 classes',
  'Forma química não encontrada': 'Chemical form not found',
  'Medicamento não encontrado': 'Drug not found',
  'Classe de medicamentos não encontrada': 'Drug class not found',
  'Condição não encontrada': 'Condition not found',
  'Interação não encontrada': 'Interaction not found',
  'Forma química não pertence ao suplemento': 'The chemical form is not one of the supplement’s',
  'Esta interação já está cadastrada': 'This interaction is already recorded',
  'Não é possível deletar: este medicamento está em interações cadastradas. Remova-as antes.': 'Cannot delete: this drug is named by recorded interactions. Remove them first.',
  'Não é possível deletar: esta classe está em interações cadastradas. Remova-as antes.': 'Cannot delete: this class is named by recorded interactions. Remove them first.',
  'Não é possível deletar: esta condição está em interações cadastradas. Remova-as antes.': 'Cannot delete: this condition is named by recorded interactions. Remove them first.',
  'Não é possível deletar: esta classe possui medicamentos. Retire-a deles antes.': 'Cannot delete: drugs belong to this class. Take it off them first.',
  // Uploads and bodies.
  'Envie uma imagem JPEG, PNG ou WebP.': 'Send a JPEG, PNG or WebP image.',
  'A imagem deve ter no máximo 5 MB.': 'The image must be at most 5 MB.',
  'Conteúdo grande demais.': 'Content too large.',
  'Formulário inválido.': 'Invalid form.',
  // Accounts and privacy.
  'Contas de administrador não são excluídas por aqui: retire o papel de administrador antes.':
    'Administrator accounts are not deleted here: remove the administrator role first.',
  'Pagamentos indisponíveis no momento. A assinatura precisa ser cancelada antes da exclusão.':
    'Payments are unavailable right now. The subscription must be cancelled before the deletion.',
  // Payments.
  'Pagamentos indisponíveis no momento.': 'Payments are unavailable right now.',
  'Você já possui uma assinatura ativa.': 'You already have an active subscription.',
  'Você não possui uma assinatura ativa.': 'You have no active subscription.',
  'Sua assinatura já está sendo processada. Aguarde um instante.': 'Your subscription is already being processed. Wait a moment.',
  'Seu cartão foi recusado por saldo insuficiente.': 'Your card was declined for insufficient funds.',
  'Seu cartão está vencido. Use outro cartão.': 'Your card has expired. Use another card.',
  'O código de segurança do cartão está incorreto.': "The card's security code is incorrect.",
  'Não foi possível ler os dados do cartão. Informe-os novamente.': 'The card details could not be read. Enter them again.',
  'Houve um erro ao processar o cartão. Tente novamente.': 'There was an error processing the card. Try again.',
  'Seu cartão foi recusado. Verifique os dados ou use outro cartão.': 'Your card was declined. Check the details or use another card.',
  'Não foi possível falar com o serviço de pagamentos. Tente novamente em instantes.': 'The payment service could not be reached. Try again shortly.',
  'Assinatura do webhook inválida.': 'Invalid webhook signature.',
  // Background services.
  'A busca está sendo preparada. Tente novamente em alguns instantes.': 'Search is being prepared. Try again in a moment.',
  'Uma tradução já está em andamento': 'A translation is already running',
  'A tradução de conteúdo não está configurada neste ambiente': 'Content translation is not configured in this environment',
  'Não foi possível agendar o envio agora. Tente novamente em instantes.': 'The sending could not be scheduled now. Try again shortly.',
  'Não foi possível concluir a solicitação. Tente novamente em instantes.': 'The request could not be completed. Try again shortly.',
};

const CHECK_KINDS_EN: Record<string, string> = { Suplemento: 'Supplement', 'Forma química': 'Chemical form', Medicamento: 'Drug', 'Classe de medicamentos': 'Drug class', Condição: 'Condition' };

/** Messages that carry a value: the Portuguese shape, and the English with the same captures. */
const PATTERNS: readonly (readonly [RegExp, (...values: string[]) => string])[] = [
  [/^(Suplemento|Forma química|Medicamento|Classe de medicamentos|Condição) não encontrad[oa] \(id (\d+)\)$/, (kind, id) => `${CHECK_KINDS_EN[kind] ?? kind} not found (id ${id})`],
  [/^Campo não permitido: (.+)$/, (keys) => `Field not allowed: ${keys}`],
  [/^No máximo (\d+) indicações$/, (count) => `At most ${count} indications`],
  [/^No máximo (\d+) referências$/, (count) => `At most ${count} references`],
  [/^A categoria "(.+)" possui suplementos e não pode receber subcategorias\.$/, (name) => `The category "${name}" has supplements and cannot take subcategories.`],
  [/^O endereço "(.+)" já é usado por outro item: renomeie-o antes de restaurar\.$/, (slug) => `The address "${slug}" is used by another item: rename it before restoring.`],
];

export const MESSAGES_EN: Readonly<Record<string, string>> = { ...FIELDS, ...REFUSALS };

/** The message in English, or the Portuguese text itself when the table does not know it. */
export function messageInEnglish(message: string): string {
  const known = MESSAGES_EN[message];
  if (known !== undefined) return known;
  for (const [pattern, english] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return english(...match.slice(1));
  }
  return message;
}

/** A Portuguese message in the given locale. */
export function messageIn(locale: 'pt' | 'en', message: string): string {
  return locale === 'en' ? messageInEnglish(message) : message;
}
