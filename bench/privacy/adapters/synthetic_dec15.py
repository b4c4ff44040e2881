"""Page kinds written for the dec15 split, apart from the redactor and before its run.

Six kinds no split had before — an electronics warranty claim (a form of labels and values in two
columns, the owner's address on two lines, a fault described in a paragraph naming the owner), a public
library's overdue loans (a table under a filter bar, with pagination), a payslip (the employer and the
employee over tables of earnings and deductions, small print below), a customer-support chat transcript
(message bubbles in which the customer gives an address, an order number, a phone and a card number, beside a
contact card), a veterinary clinic's appointments for one day (a grid of time slots by vet, a legend and the
vets on duty) and a courier's parcel tracking detail (sender and recipient blocks, a timeline of scans, a
signature line) — each with its chrome in the dataset's language (Swiss French, Philippine English, Swiss
Italian, Azerbaijani, Venezuelan Spanish, Simplified Chinese; Faker has no Chinese or Japanese locale an
earlier split left unused, so the Chinese pages are zh_CN again, with kinds that are new), seeded with Faker
data and values written here where Faker has none for the country (Swiss Italian, Philippine and Venezuelan
names; Swiss, Azerbaijani and Venezuelan addresses; companies; phone numbers and mail boxes as each country
writes them; national ID numbers — Swiss AHV number with its EAN-13 digit, PhilSys number, Azerbaijani FIN,
Venezuelan cédula, Chinese resident ID with its ISO 7064 character —, tax numbers — Swiss UID with its mod-11
digit, Philippine TIN, Azerbaijani VÖEN, Venezuelan RIF with its check digit, Chinese unified social credit
code with its two check characters —, Philippine SSS, PhilHealth and Pag-IBIG numbers, IBANs with their check
digits for Switzerland and Azerbaijan, Philippine, Venezuelan and Chinese accounts, card numbers and IMEIs
with their Luhn digit, parcel numbers with their UPU S10 digit, amounts and dates of birth as each country
writes them). What names no one — book titles, pets, dates of loans, scans and slots, depot towns — is the
same on every dataset, so it counts as the page's own text. Every page is served on loopback and rendered in
Chromium like any web app, labelled by differential rendering like the real apps. The pages' words are
written here, not taken from any vocabulary the redactor reads.
"""

from __future__ import annotations

import html
import random
import unicodedata
from datetime import date, timedelta
from typing import ClassVar

from faker import Faker

from screenroute.bench.privacy.adapters.synthetic_base import (
    PageBuilder,
    PageChrome,
    SyntheticKindsBase,
    number,
    table_row,
)
from screenroute.bench.privacy.adapters.synthetic_dec10 import card_number
from screenroute.bench.privacy.adapters.synthetic_dec14 import ahv_number
from screenroute.bench.privacy.differential import SeededValue

__all__ = [
    "LOCALES",
    "SyntheticKindsDec15Adapter",
    "address_lines",
    "amount",
    "bank_account",
    "birth_date",
    "company",
    "email",
    "employer_tax_id",
    "full_name",
    "given_surname",
    "iban",
    "imei",
    "money",
    "national_id",
    "one_line_address",
    "phone",
    "resident_id",
    "rif",
    "s10_parcel_number",
    "swiss_uid",
    "unionpay_account",
    "uscc",
    "written_name",
]

#: The split's locales, in the order the pages are written for.
LOCALES = ("fr_CH", "en_PH", "it_CH", "az_AZ", "es_VE", "zh_CN")
_LANGS = ("en", "fr", "it", "az", "es", "zh")
#: Chrome per language, in the order of ``_LANGS`` (English is Philippine English, French and Italian the Swiss
#: kinds, Spanish Venezuelan). A navigation bar is one key: the site's name, then its links, split at "|".
_WORDS: dict[str, tuple[str, ...]] = {
    # Shared labels.
    "phone": ("Cellphone No.", "Natel", "Cellulare", "Mobil nömrə", "Teléfono celular", "手机号码"),
    "email": ("Email Address", "Adresse e-mail", "Indirizzo e-mail", "E-poçt ünvanı", "Correo", "电子邮箱"),
    "cancel": ("Cancel", "Annuler", "Annulla", "İmtina", "Cancelar", "取消"),
    # An electronics warranty claim.
    "nav_warranty": ("GadgetCare Service Portal|Home|Service Centers|My Requests|Help",
                     "Service après-vente|Accueil|Points de service|Mes dossiers|Aide",
                     "Servizio clienti|Pagina iniziale|Centri di assistenza|Le mie pratiche|Aiuto",
                     "Servis portalı|Ana səhifə|Servis mərkəzləri|Sorğularım|Kömək",
                     "Portal de servicio técnico|Inicio|Centros de servicio|Mis casos|Ayuda",
                     "售后服务平台|首页|服务网点|我的申请|帮助"),
    "title_warranty": ("Warranty Service Request", "Demande de réparation sous garantie",
                       "Richiesta di riparazione in garanzia", "Zəmanət üzrə təmir sorğusu",
                       "Solicitud de servicio en garantía", "产品保修申请单"),
    "sec_owner": ("Owner Information", "Propriétaire de l'appareil", "Dati del proprietario", "Sahibi haqqında",
                  "Datos del propietario", "机主信息"),
    "sec_unit": ("Product Information", "Informations sur l'appareil", "Dati dell'apparecchio", "Məhsul haqqında",
                 "Datos del producto", "产品信息"),
    "claim_no": ("Service Request No.", "N° de dossier SAV", "N. pratica", "Sorğu nömrəsi", "N.º de caso", "申请单号"),
    "owner": ("Owner's Name", "Nom et prénom", "Nome e cognome", "Adı, soyadı", "Nombre y apellido", "机主姓名"),
    "street_line": ("Street / Subdivision", "Rue et n°", "Via e n.", "Küçə, ev, mənzil", "Avenida / calle, edificio",
                    "所在地区"),
    "town_line": ("City / Province, ZIP Code", "NPA et localité", "NPA e località", "Şəhər, poçt indeksi",
                  "Urbanización, ciudad", "详细地址"),
    "model": ("Model", "Modèle", "Modello", "Model", "Modelo", "产品型号"),
    "serial_no": ("Serial Number", "Numéro de série", "Numero di serie", "Seriya nömrəsi", "Número de serial",
                  "序列号"),
    "imei": ("IMEI", "IMEI", "IMEI", "IMEI", "IMEI", "IMEI"),
    "bought_on": ("Date Purchased", "Date d'achat", "Data di acquisto", "Alış tarixi", "Fecha de compra", "购买日期"),
    "bought_at": ("Store / Dealer", "Acheté chez", "Rivenditore", "Satış mağazası", "Comprado en", "购买商家"),
    "receipt": ("Official Receipt No.", "N° du ticket de caisse", "N. scontrino", "Qəbz nömrəsi",
                "N.º de factura de compra", "发票号码"),
    "price_paid": ("Purchase Price", "Prix d'achat", "Prezzo pagato", "Alış qiyməti", "Precio de compra", "购买价格"),
    "assigned_to": ("Assigned Technician", "Technicien attribué", "Tecnico assegnato", "Təyin olunmuş usta",
                    "Técnico asignado", "维修工程师"),
    "fault": ("Problem Description", "Description de la panne", "Descrizione del guasto", "Nasazlığın təsviri",
              "Descripción de la falla", "故障描述"),
    "submit_claim": ("Submit Request", "Envoyer la demande", "Invia la richiesta", "Sorğunu göndər",
                     "Enviar solicitud", "提交申请"),
    "attach_receipt": ("Upload Receipt", "Joindre le justificatif", "Allega lo scontrino", "Qəbzi yüklə",
                       "Adjuntar factura", "上传购买凭证"),
    # A public library's overdue loans.
    "nav_library": ("QC Public Library|Catalog|Circulation|Patrons|Reports",
                    "Bibliothèque municipale|Catalogue|Prêts|Lecteurs|Statistiques",
                    "Biblioteca cantonale|Catalogo|Prestiti|Utenti|Statistiche",
                    "Mərkəzi Kitabxana|Kataloq|Kitab verilişi|Oxucular|Hesabatlar",
                    "Biblioteca Pública|Catálogo|Circulación|Lectores|Reportes",
                    "市图书馆管理系统|馆藏目录|流通管理|读者管理|统计报表"),
    "title_library": ("Overdue Loans", "Prêts en retard", "Prestiti scaduti", "Vaxtı keçmiş kitablar",
                      "Préstamos vencidos", "逾期借阅"),
    "branch": ("Branch", "Site", "Sede", "Filial", "Sede", "分馆"),
    "all_branches": ("All Branches", "Tous les sites", "Tutte le sedi", "Bütün filiallar", "Todas las sedes",
                     "全部分馆"),
    "overdue_by": ("Overdue by", "Retard", "Ritardo", "Gecikmə", "Atraso", "逾期"),
    "over_14": ("More than 14 days", "Plus de 14 jours", "Oltre 14 giorni", "14 gündən çox", "Más de 14 días",
                "超过14天"),
    "search_patron": ("Search name or card no.", "Nom ou n° de carte", "Nome o n. tessera",
                      "Ad və ya bilet nömrəsi", "Nombre o n.º de carnet", "姓名或借书证号"),
    "apply": ("Apply Filter", "Filtrer", "Applica filtro", "Süz", "Aplicar filtro", "筛选"),
    "borrower": ("Borrower", "Lecteur", "Utente", "Oxucu", "Lector", "借阅人"),
    "card_no": ("Library Card No.", "N° de carte", "N. tessera", "Oxucu bileti", "N.º de carnet", "借书证号"),
    "book": ("Title", "Titre", "Titolo", "Kitab", "Título", "书名"),
    "due": ("Due Date", "À rendre le", "Da restituire il", "Qaytarılma tarixi", "Vence el", "应还日期"),
    "days_late": ("Days Overdue", "Jours de retard", "Giorni di ritardo", "Gecikmə günü", "Días de atraso",
                  "逾期天数"),
    "fine": ("Fine", "Amende", "Multa", "Cərimə", "Multa", "滞纳金"),
    "showing": ("Showing 1–10 of 137 overdue loans", "Affichage 1–10 sur 137 prêts en retard",
                "Risultati 1–10 di 137 prestiti scaduti", "137 gecikmiş kitabdan 1–10 göstərilir",
                "Mostrando 1–10 de 137 préstamos vencidos", "共137条逾期记录，显示第1–10条"),
    "prev_page": ("« Previous", "« Précédent", "« Precedente", "« Əvvəlki", "« Anterior", "« 上一页"),
    "next_page": ("Next »", "Suivant »", "Successiva »", "Növbəti »", "Siguiente »", "下一页 »"),
    "send_notices": ("Send Overdue Notices", "Envoyer les rappels", "Invia i solleciti", "Xəbərdarlıq göndər",
                     "Enviar avisos de atraso", "发送催还通知"),
    "export_list": ("Export to Excel", "Exporter la liste", "Esporta l'elenco", "Siyahını ixrac et",
                    "Exportar listado", "导出列表"),
    # A payslip.
    "nav_payroll": ("PayHub Employee Portal|Dashboard|Payslips|Leave|Loans|Profile",
                    "Portail du personnel|Tableau de bord|Fiches de salaire|Congés|Documents|Profil",
                    "Portale dipendenti|Bacheca|Cedolini|Vacanze|Documenti|Profilo",
                    "Əməkdaş portalı|Əsas səhifə|Maaş vərəqələri|Məzuniyyət|Sənədlər|Profil",
                    "Portal del trabajador|Inicio|Recibos de pago|Vacaciones|Constancias|Perfil",
                    "员工自助平台|首页|工资条|请假|证明开具|个人资料"),
    "title_payslip": ("Payslip", "Décompte de salaire", "Conteggio salariale", "Əmək haqqı vərəqəsi",
                      "Recibo de pago de nómina", "工资条"),
    "pay_period": ("Pay Period: November 1–30, 2025", "Période : novembre 2025", "Periodo: novembre 2025",
                   "Dövr: noyabr 2025", "Período: 16 al 30 de noviembre de 2025", "工资月份：2025年11月"),
    "employer": ("Employer", "Employeur", "Datore di lavoro", "İşəgötürən", "Empresa", "用人单位"),
    "employer_tax": ("Employer TIN", "N° IDE", "N. IDI", "VÖEN", "RIF de la empresa", "统一社会信用代码"),
    "employee": ("Employee", "Collaborateur", "Collaboratore", "İşçi", "Trabajador", "员工姓名"),
    "employee_no": ("Employee ID", "N° du personnel", "N. personale", "Tabel nömrəsi", "Ficha", "工号"),
    "position": ("Position", "Fonction", "Funzione", "Vəzifə", "Cargo", "职位"),
    "position_value": ("Accounting Staff", "Comptable", "Contabile", "Mühasib", "Analista contable", "会计"),
    "national_id": ("PhilSys No.", "N° AVS", "N. AVS", "FİN", "Cédula de identidad", "身份证号码"),
    "pay_into": ("Payroll Account", "Versement sur", "Accredito su", "Bank hesabı (IBAN)", "Cuenta nómina",
                 "工资卡号"),
    "earnings": ("Earnings", "Gains", "Competenze", "Hesablamalar", "Asignaciones", "应发项目"),
    "deductions": ("Deductions", "Retenues", "Trattenute", "Tutulmalar", "Deducciones", "扣款项目"),
    "line_item": ("Description", "Libellé", "Voce", "Maddə", "Concepto", "项目"),
    "line_amount": ("Amount (PHP)", "Montant", "Importo", "Məbləğ", "Monto", "金额"),
    "earn_basic": ("Basic Pay", "Salaire mensuel de base", "Salario mensile di base", "Vəzifə maaşı",
                   "Sueldo básico quincenal", "基本工资"),
    "earn_overtime": ("Overtime Pay", "Heures supplémentaires", "Ore supplementari", "İş vaxtından artıq iş",
                      "Horas extras diurnas", "加班工资"),
    "earn_allowance": ("Rice Subsidy", "Allocations familiales", "Assegni familiari", "Mükafat",
                       "Bono de alimentación", "交通补贴"),
    "ded_1": ("SSS Contribution", "AVS/AI/APG", "AVS/AI/IPG", "Gəlir vergisi", "S.S.O.", "养老保险"),
    "ded_2": ("PhilHealth Contribution", "Assurance-chômage", "Assicurazione contro la disoccupazione",
              "DSMF-ə məcburi ayırmalar", "R.P.E. (paro forzoso)", "医疗保险"),
    "ded_3": ("Pag-IBIG Contribution", "Prévoyance professionnelle LPP", "Previdenza professionale LPP",
              "İşsizlikdən sığorta haqqı", "F.A.O.V.", "住房公积金"),
    "ded_4": ("Withholding Tax", "Impôt à la source", "Imposta alla fonte", "İcbari tibbi sığorta",
              "Retención I.S.L.R.", "个人所得税"),
    "gross": ("Gross Pay", "Salaire brut", "Salario lordo", "Hesablanmış cəmi", "Total asignaciones", "应发合计"),
    "total_ded": ("Total Deductions", "Total des retenues", "Totale trattenute", "Tutulmalar cəmi",
                  "Total deducciones", "扣款合计"),
    "net_pay": ("NET PAY", "Salaire net", "Salario netto", "Ödəniləcək məbləğ", "Neto a cobrar", "实发工资"),
    "confidential": ("CONFIDENTIAL — for the addressee only.", "Confidentiel — strictement personnel.",
                     "Confidenziale — riservato al destinatario.", "Məxfi — yalnız alıcı üçün.",
                     "Confidencial — uso exclusivo del trabajador.", "保密 — 仅限本人查阅。"),
    "download_pdf": ("Download PDF", "Télécharger le PDF", "Scarica il PDF", "PDF kimi yüklə", "Descargar PDF",
                     "下载PDF"),
    "older_slips": ("View Previous Payslips", "Décomptes précédents", "Cedolini precedenti", "Əvvəlki vərəqələr",
                    "Recibos anteriores", "查看历史工资条"),
    # A customer-support chat transcript.
    "nav_chat": ("Helpdesk|Inbox|Live Chats|Tickets|Customers|Reports",
                 "Service client|Boîte de réception|Chats en direct|Tickets|Clients|Rapports",
                 "Assistenza|Posta in arrivo|Chat attive|Ticket|Clienti|Report",
                 "Dəstək mərkəzi|Gələnlər|Canlı çatlar|Müraciətlər|Müştərilər|Hesabatlar",
                 "Centro de ayuda|Bandeja|Chats en vivo|Tickets|Clientes|Reportes",
                 "客服工作台|消息|在线会话|工单|客户|报表"),
    "title_chat": ("Chat Transcript", "Transcription de la conversation", "Trascrizione della chat",
                   "Söhbətin yazılı mətni", "Transcripción del chat", "会话记录"),
    "conversation": ("Conversation ID", "N° de conversation", "ID conversazione", "Söhbət ID",
                     "ID de conversación", "会话编号"),
    "channel": ("Channel: website chat", "Canal : chat du site", "Canale: chat del sito", "Kanal: saytda çat",
                "Canal: chat web", "渠道：网页在线客服"),
    "agent_tag": ("Agent", "Conseiller", "Operatore", "Operator", "Asesor", "客服"),
    "customer_tag": ("Customer", "Client", "Cliente", "Müştəri", "Cliente", "客户"),
    "profile": ("Customer Profile", "Fiche client", "Scheda cliente", "Müştəri kartı", "Ficha del cliente",
                "客户资料"),
    "customer_no": ("Customer No.", "N° client", "N. cliente", "Müştəri kodu", "Código de cliente", "客户编号"),
    "login_name": ("Username", "Identifiant", "Nome utente", "İstifadəçi adı", "Usuario", "用户名"),
    "billing_addr": ("Billing Address", "Adresse de facturation", "Indirizzo di fatturazione", "Hesab ünvanı",
                     "Dirección de facturación", "账单地址"),
    "member_since": ("Customer since", "Client depuis", "Cliente dal", "Qeydiyyat tarixi", "Cliente desde",
                     "注册时间"),
    "orders": ("Orders", "Commandes", "Ordini", "Sifarişlər", "Pedidos", "订单数"),
    "type_message": ("Type a message…", "Écrire un message…", "Scrivi un messaggio…", "Mesaj yazın…",
                     "Escriba un mensaje…", "输入消息…"),
    "send_msg": ("Send", "Envoyer", "Invia", "Göndər", "Enviar", "发送"),
    "transfer_chat": ("Transfer Chat", "Transférer", "Trasferisci", "Yönləndir", "Transferir", "转接"),
    "end_chat": ("End Chat", "Clore la conversation", "Chiudi la chat", "Çatı bitir", "Finalizar chat", "结束会话"),
    # A veterinary clinic's appointments for one day.
    "nav_vet": ("PetCare Clinic System|Calendar|Patients|Owners|Billing|Inventory",
                "Cabinet vétérinaire|Agenda|Patients|Propriétaires|Facturation|Stock",
                "Studio veterinario|Agenda|Pazienti|Proprietari|Fatturazione|Magazzino",
                "Baytarlıq klinikası|Təqvim|Heyvanlar|Sahiblər|Ödənişlər|Anbar",
                "Clínica veterinaria|Agenda|Pacientes|Dueños|Facturación|Inventario",
                "宠物医院管理系统|预约日历|宠物档案|主人信息|收费|库存"),
    "title_vet": ("Appointments — Thursday, December 4, 2025", "Agenda du jeudi 4 décembre 2025",
                  "Agenda di giovedì 4 dicembre 2025", "Qəbul cədvəli — 4 dekabr 2025, cümə axşamı",
                  "Citas del jueves 4 de diciembre de 2025", "预约日历 — 2025年12月4日（星期四）"),
    "clinic": ("Clinic", "Cabinet", "Studio", "Klinika", "Clínica", "医院"),
    "clinic_phone": ("Clinic Hotline", "Tél. du cabinet", "Tel. dello studio", "Klinikanın telefonu",
                     "Teléfono de la clínica", "医院电话"),
    "front_desk": ("Front desk", "Réception", "Ricezione", "Qəbul masası", "Recepción", "前台"),
    "time_col": ("Time", "Heure", "Ora", "Saat", "Hora", "时间"),
    "vets_on_duty": ("Veterinarians on Duty", "Vétérinaires présents", "Veterinari di turno", "Növbətçi həkimlər",
                     "Médicos de guardia", "今日出诊医生"),
    "legend": ("Legend", "Légende", "Legenda", "İşarələr", "Leyenda", "图例"),
    "kind_consult": ("Consultation", "Consultation", "Visita", "Müayinə", "Consulta", "门诊"),
    "kind_vaccine": ("Vaccination", "Vaccination", "Vaccinazione", "Peyvənd", "Vacunación", "疫苗"),
    "kind_surgery": ("Surgery", "Chirurgie", "Chirurgia", "Cərrahiyyə", "Cirugía", "手术"),
    "kind_followup": ("Follow-up", "Contrôle", "Controllo", "Təkrar baxış", "Control", "复诊"),
    "free_slot": ("available", "libre", "libero", "boş", "disponible", "空闲"),
    "spec_1": ("Small Animals", "Petits animaux", "Piccoli animali", "Kiçik heyvanlar", "Pequeñas especies",
               "小动物内科"),
    "spec_2": ("Surgery & Dentistry", "Chirurgie et dentisterie", "Chirurgia e odontoiatria",
               "Cərrahiyyə və stomatologiya", "Cirugía y odontología", "外科与口腔"),
    "spec_3": ("Exotic Pets", "Nouveaux animaux de compagnie", "Animali esotici", "Ekzotik heyvanlar",
               "Animales exóticos", "异宠门诊"),
    "new_appt": ("New Appointment", "Nouveau rendez-vous", "Nuovo appuntamento", "Yeni qəbul", "Nueva cita",
                 "新建预约"),
    "prev_day": ("‹ Previous Day", "‹ Jour précédent", "‹ Giorno prima", "‹ Əvvəlki gün", "‹ Día anterior",
                 "‹ 前一天"),
    "next_day": ("Next Day ›", "Jour suivant ›", "Giorno dopo ›", "Növbəti gün ›", "Día siguiente ›", "后一天 ›"),
    # A courier's parcel tracking detail.
    "nav_parcel": ("SwiftPadala Express|Track|Ship|Rates|Drop-off Points|Support",
                   "Coursier express|Suivi|Envoyer|Tarifs|Points relais|Contact",
                   "Corriere espresso|Tracciamento|Spedire|Tariffe|Punti di ritiro|Contatti",
                   "Ekspress Kuryer|İzlə|Göndər|Tariflər|Təhvil məntəqələri|Dəstək",
                   "Envíos Express|Rastrear|Enviar|Tarifas|Agencias|Atención al cliente",
                   "速达快递|查件|寄件|运费|网点查询|客服"),
    "title_parcel": ("Shipment Details", "Détail de l'envoi", "Dettaglio della spedizione",
                     "Göndərişin təfərrüatı", "Detalle del envío", "运单详情"),
    "tracking_no": ("Tracking No.", "N° de suivi", "N. di spedizione", "İzləmə nömrəsi", "N.º de guía", "运单号"),
    "shipper_ref": ("Shipper's Reference", "Référence expéditeur", "Riferimento mittente", "Göndərənin istinadı",
                    "Referencia del remitente", "商家订单号"),
    "service": ("Service: Express · 1.8 kg · 1 piece", "Service : Express · 1,8 kg · 1 colis",
                "Servizio: Express · 1,8 kg · 1 collo", "Xidmət: Ekspress · 1,8 kg · 1 bağlama",
                "Servicio: Express · 1,8 kg · 1 bulto", "服务类型：标准快递 · 1.8公斤 · 1件"),
    "declared": ("Declared Value", "Valeur déclarée", "Valore dichiarato", "Bəyan edilmiş dəyər", "Valor declarado",
                 "保价金额"),
    "sender": ("Sender", "Expéditeur", "Mittente", "Göndərən", "Remitente", "寄件人"),
    "recipient": ("Consignee", "Destinataire", "Destinatario", "Alıcı", "Destinatario", "收件人"),
    "notify_mail": ("Notifications sent to", "Avis envoyés à", "Notifiche inviate a", "Bildirişlər göndərilir",
                    "Notificaciones a", "通知邮箱"),
    "history": ("Tracking History", "Historique de l'envoi", "Cronologia", "Hərəkət tarixçəsi",
                "Historial del envío", "物流轨迹"),
    "ev_info": ("Shipment information received", "Données de l'envoi reçues", "Dati della spedizione ricevuti",
                "Göndəriş məlumatı qəbul edildi", "Información del envío recibida", "商家已下单，等待揽收"),
    "ev_pickup": ("Picked up by courier", "Pris en charge", "Ritirato dal corriere", "Kuryer götürdü",
                  "Recolectado por el mensajero", "快递员已揽收"),
    "ev_arrived": ("Arrived at sorting hub", "Arrivé au centre de tri", "Arrivato al centro di smistamento",
                   "Çeşidləmə mərkəzinə çatdı", "Llegó al centro de distribución", "到达分拨中心"),
    "ev_departed": ("Departed sorting hub", "Départ du centre de tri", "Partito dal centro di smistamento",
                    "Çeşidləmə mərkəzindən çıxdı", "Salió del centro de distribución", "离开分拨中心"),
    "ev_out": ("Out for delivery", "En cours de livraison", "In consegna", "Çatdırılmaya çıxdı",
               "En ruta de entrega", "派送中"),
    "ev_attempt": ("Delivery attempted — consignee not at home, notice left",
                   "Destinataire absent, avis de passage déposé", "Destinatario assente, avviso lasciato",
                   "Alıcı evdə olmadı, bildiriş qoyuldu", "Destinatario ausente, se dejó aviso",
                   "收件人不在，已留派件通知"),
    "ev_delivered": ("Delivered", "Livré", "Consegnato", "Təhvil verildi", "Entregado", "已签收"),
    "courier": ("Courier", "Coursier", "Corriere", "Kuryer", "Mensajero", "派送员"),
    "pod": ("Proof of Delivery", "Preuve de livraison", "Prova di consegna", "Təhvil sübutu", "Prueba de entrega",
            "签收凭证"),
    "received_by": ("Received by (printed name)", "Reçu par (nom en capitales)", "Ricevuto da (nome in stampatello)",
                    "Qəbul edən (adı, soyadı)", "Recibido por (nombre)", "签收人（正楷）"),
    "signature": ("Signature", "Signature", "Firma", "İmza", "Firma", "签名"),
    "signed_image": ("[signature captured on device]", "[signature saisie sur le terminal]",
                     "[firma acquisita sul terminale]", "[imza cihazda alınıb]", "[firma capturada en el equipo]",
                     "[已电子签名]"),
    "change_delivery": ("Reschedule Delivery", "Modifier la livraison", "Modifica la consegna",
                        "Çatdırılmanı dəyiş", "Reprogramar entrega", "修改派送"),
    "download_pod": ("Download POD", "Télécharger la preuve", "Scarica la prova", "Sübutu yüklə",
                     "Descargar comprobante", "下载签收单"),
    "report_issue": ("Report a Problem", "Signaler un problème", "Segnala un problema", "Problem bildir",
                     "Reportar un problema", "投诉与报障"),
}  # fmt: skip
_BUTTON_KEYS = ("cancel", "submit_claim", "attach_receipt", "apply", "send_notices", "export_list", "download_pdf",
                "older_slips", "send_msg", "transfer_chat", "end_chat", "new_appt", "prev_day", "next_day",
                "change_delivery", "download_pod", "report_issue")  # fmt: skip
#: Free-text sentences per language, with the values' places named; chrome around data a person wrote.
_SENTENCES: dict[str, tuple[str, ...]] = {
    "fault": ("According to {who}, the phone restarts by itself several times a day and the battery drains within "
              "three hours, even on standby. No water damage visible. The unit was brought in by {who2}, who can be "
              "reached at {tel}.",
              "Selon {who}, le téléphone redémarre tout seul plusieurs fois par jour et la batterie se vide en trois "
              "heures, même en veille. Aucune trace d'humidité. L'appareil a été déposé par {who2}, joignable au "
              "{tel}.",
              "Secondo {who}, il telefono si riavvia da solo più volte al giorno e la batteria si scarica in tre ore "
              "anche in standby. Nessun segno di liquidi. L'apparecchio è stato consegnato da {who2}, raggiungibile "
              "al {tel}.",
              "{who} bildirir ki, telefon gün ərzində bir neçə dəfə özü-özünə yenidən açılır, batareya isə gözləmə "
              "rejimində belə üç saata boşalır. Nəm izi yoxdur. Cihazı {who2} gətirib, əlaqə nömrəsi: {tel}.",
              "Según {who}, el teléfono se reinicia solo varias veces al día y la batería se descarga en tres horas, "
              "aun en reposo. No hay señales de humedad. El equipo lo trajo {who2}, a quien se puede llamar al "
              "{tel}.",
              "据{who}反映，手机每天会自动重启数次，待机状态下电池三小时即耗尽。外观无进水痕迹。送修人为{who2}，"
              "联系电话{tel}。"),
    "payslip_footer": ("This is a system-generated payslip and needs no signature. For questions on your pay, "
                       "contact {who} of HR at {mail}.",
                       "Ce décompte est établi automatiquement et ne nécessite pas de signature. Pour toute question, "
                       "veuillez contacter {who}, service du personnel, à l'adresse {mail}.",
                       "Conteggio generato automaticamente, valido senza firma. Per domande rivolgersi a {who}, "
                       "ufficio del personale, {mail}.",
                       "Bu vərəqə avtomatik hazırlanıb və imza tələb etmir. Suallarınız üçün kadrlar şöbəsindən "
                       "{who} ilə əlaqə saxlayın: {mail}.",
                       "Recibo generado por el sistema, no requiere firma. Para consultas sobre su pago, comuníquese "
                       "con {who}, de Recursos Humanos, al correo {mail}.",
                       "本工资条由系统自动生成，无需签字。如对工资有疑问，请联系人力资源部{who}，邮箱{mail}。"),
    "chat_a1": ("Hi {who}, thanks for reaching out to {shop}! How can I help you today?",
                "Bonjour {who}, merci d'avoir contacté {shop}. Comment puis-je vous aider ?",
                "Buongiorno {who}, grazie per aver contattato {shop}. Come posso aiutarla?",
                "Salam, {who}! {shop} ilə əlaqə saxladığınız üçün təşəkkür edirik. Sizə necə kömək edə bilərəm?",
                "¡Hola, {who}! Gracias por escribir a {shop}. ¿En qué le puedo ayudar?",
                "{who}您好，感谢您联系{shop}，请问有什么可以帮您？"),
    "chat_c1": ("Hello po, my order {order} still hasn't arrived. It was supposed to be delivered last Friday.",
                "Bonjour, ma commande {order} n'est toujours pas arrivée. Elle devait être livrée vendredi passé.",
                "Buongiorno, il mio ordine {order} non è ancora arrivato. Doveva essere consegnato venerdì scorso.",
                "Salam, {order} nömrəli sifarişim hələ də çatmayıb. Keçən cümə gətirilməli idi.",
                "Buenas, mi pedido {order} todavía no ha llegado. Me lo tenían que entregar el viernes pasado.",
                "你好，我的订单{order}到现在还没收到，上周五就应该送到了。"),
    "chat_a2": ("Sorry about that. May I confirm the delivery address and a contact number?",
                "Je suis navré. Pouvez-vous me confirmer l'adresse de livraison et un numéro où vous joindre ?",
                "Mi dispiace. Può confermarmi l'indirizzo di consegna e un numero di telefono?",
                "Üzr istəyirəm. Çatdırılma ünvanını və əlaqə nömrənizi təsdiq edə bilərsinizmi?",
                "Disculpe la molestia. ¿Me confirma la dirección de entrega y un número de contacto?",
                "非常抱歉。请您确认一下收货地址和联系电话。"),
    "chat_c2": ("It's {addr}. You can text or call me at {tel}.",
                "C'est {addr}. Vous pouvez m'appeler au {tel}.",
                "È {addr}. Mi può chiamare al {tel}.",
                "Ünvan: {addr}. Mənə {tel} nömrəsi ilə zəng edə bilərsiniz.",
                "Es {addr}. Me puede llamar o escribir al {tel}.",
                "地址是{addr}，电话{tel}。"),
    "chat_a3": ("Thank you. For verification, may I also have your date of birth?",
                "Merci. Pour vérifier votre identité, pourriez-vous m'indiquer votre date de naissance ?",
                "Grazie. Per la verifica, mi può indicare anche la sua data di nascita?",
                "Təşəkkürlər. Yoxlama üçün doğum tarixinizi də yaza bilərsiniz?",
                "Gracias. Para verificar, ¿me indica también su fecha de nacimiento?",
                "谢谢。为核实身份，请提供您的出生日期。"),
    "chat_c3": ("{dob}. My neighbor {neighbour} was home the whole day and nobody came.",
                "Le {dob}. {neighbour}, qui habite à côté, était à la maison toute la journée et personne n'est passé.",
                "Il {dob}. {neighbour}, che abita accanto, era in casa tutto il giorno e non è passato nessuno.",
                "{dob}. Qonşum {neighbour} bütün günü evdə idi, heç kim gəlməyib.",
                "{dob}. {neighbour}, que vive al lado, estuvo en casa todo el día y no vino nadie.",
                "{dob}。我邻居{neighbour}那天一整天都在家，没人来送货。"),
    "chat_c4": ("Can you just refund it to my card? It's {card}.",
                "Vous pouvez simplement me rembourser sur ma carte ? C'est la {card}.",
                "Può semplicemente rimborsarmi sulla carta? È la {card}.",
                "Pulu kartıma qaytara bilərsiniz? Kart nömrəsi: {card}.",
                "¿Me pueden reembolsar a la tarjeta? Es la {card}.",
                "能直接退款到我的卡上吗？卡号{card}。"),
    "chat_a4": ("Please don't send full card numbers in chat — I've hidden it on our side. The refund goes back to "
                "the original payment method.",
                "Merci de ne jamais envoyer un numéro de carte complet dans le chat, je l'ai masqué de notre côté. Le "
                "remboursement se fait sur le moyen de paiement d'origine.",
                "La prego di non inviare mai il numero completo della carta in chat, l'ho oscurato da parte nostra. "
                "Il rimborso avviene sul metodo di pagamento originale.",
                "Xahiş edirik, çatda kartın tam nömrəsini göndərməyin — biz onu gizlətdik. Pul ödənişin edildiyi "
                "üsula qaytarılacaq.",
                "Por favor no envíe el número completo de la tarjeta por el chat; ya lo ocultamos. El reembolso se "
                "hace por el mismo medio de pago.",
                "请勿在聊天中发送完整卡号，我们已做隐藏处理。退款将原路退回。"),
    "chat_c5": ("Noted, sorry! Please send the confirmation to {mail} instead.",
                "D'accord, désolé ! Envoyez plutôt la confirmation à {mail}.",
                "D'accordo, scusi! Mandi pure la conferma a {mail}.",
                "Bağışlayın! Təsdiqi {mail} ünvanına göndərin.",
                "¡Ok, disculpe! Mejor envíe la confirmación a {mail}.",
                "好的，不好意思！确认信息请发到{mail}。"),
    "chat_a5": ("Done. I've opened ticket {ticket} with our courier; you'll hear from us within 48 hours.",
                "C'est fait. J'ai ouvert le ticket {ticket} auprès du transporteur ; vous aurez une réponse sous "
                "48 heures.",
                "Fatto. Ho aperto la segnalazione {ticket} con il corriere; riceverà una risposta entro 48 ore.",
                "Hazırdır. Kuryer xidmətində {ticket} nömrəli müraciət açdım; 48 saat ərzində sizə cavab veriləcək.",
                "Listo. Abrí el reclamo {ticket} con la empresa de envíos; le responderemos en un plazo de 48 horas.",
                "已处理。我已向快递公司提交工单{ticket}，48小时内给您回复。"),
    "chat_c6": ("Salamat, {agent}!", "Merci beaucoup, {agent} !", "Grazie mille, {agent}!", "Çox sağ olun, {agent}!",
                "¡Muchas gracias, {agent}!", "谢谢{agent}！"),
    "store_name": ("{surname} Gadget Center", "{surname} Multimédia SA", "Elettronica {surname} SA",
                   "{surname} Elektronika MMC", "Electrónica {surname} C.A.", "{surname}氏数码通讯"),
    "clinic_name": ("{surname} Veterinary Clinic", "Cabinet vétérinaire {surname} Sàrl",
                    "Clinica veterinaria {surname} Sagl", "{surname} Baytarlıq Klinikası MMC",
                    "Clínica Veterinaria {surname} C.A.", "{surname}氏宠物医院"),
    "vet_name": ("Dr. {name}", "Dr {name}", "Dr. med. vet. {name}", "Baytar həkim {name}", "Dr. {name}",
                 "{name}医生"),
    "delivered_to": ("Delivered — received by {who}", "Livré — reçu par {who}", "Consegnato — ricevuto da {who}",
                     "Təhvil verildi — qəbul edən: {who}", "Entregado — recibido por {who}", "已签收，签收人：{who}"),
}  # fmt: skip
#: What names no one, the same on every dataset: each language's books, pets and depot towns.
_BOOKS = {
    "en": ("Noli Me Tángere", "Dekada '70", "Smaller and Smaller Circles", "Ilustrado", "Po-on", "Banaag at Sikat",
           "The Woman Who Had Two Navels", "Without Seeing the Dawn", "America Is in the Heart", "State of War"),
    "fr": ("L'Étranger", "Les Misérables", "Le Petit Prince", "Madame Bovary", "Aline", "Derborence", "La Peste",
           "Germinal", "Le Rouge et le Noir", "Vendredi ou la Vie sauvage"),
    "it": ("I promessi sposi", "Il nome della rosa", "Se questo è un uomo", "Il Gattopardo", "La coscienza di Zeno",
           "Il fu Mattia Pascal", "Le città invisibili", "Il barone rampante", "Marcovaldo", "Il sentiero dei nidi "
           "di ragno"),
    "az": ("Əli və Nino", "Dəli Kür", "Leyli və Məcnun", "Ölülər", "Koroğlu", "Kitabi-Dədə Qorqud", "Yarpaqlar",
           "Ağ liman", "Qətl günü", "Danabaş kəndinin əhvalatları"),
    "es": ("Doña Bárbara", "Canaima", "Las lanzas coloradas", "Ifigenia", "Cien años de soledad", "Casas muertas",
           "País portátil", "Cubagua", "La hija de la española", "El falso cuaderno de Narciso Espejo"),
    "zh": ("红楼梦", "活着", "平凡的世界", "围城", "骆驼祥子", "三体", "白鹿原", "边城", "呐喊", "家"),
}  # fmt: skip
_PETS = {
    "en": ("Bantay (Aspin)", "Choco (Shih Tzu)", "Mingming (Cat)", "Brownie (Labrador)", "Snowy (Pomeranian)",
           "Tiger (Puspin)", "Princess (Chihuahua)", "Max (Beagle)", "Coco (Poodle)", "Kulot (Aspin)",
           "Blackie (Cat)", "Peanut (Hamster)", "Lucky (Golden Retriever)", "Mochi (Persian Cat)", "Rocky (Husky)",
           "Tweety (Lovebird)"),
    "fr": ("Filou (chat)", "Caramel (lapin)", "Rex (berger allemand)", "Minette (chatte)",
           "Pistache (cochon d'Inde)", "Bella (labrador)", "Oscar (chat)", "Nala (bouledogue français)",
           "Ficelle (furet)", "Moka (teckel)", "Tigrou (chat)", "Lola (border collie)", "Pilou (perruche)",
           "Gribouille (chat)", "Titus (bouvier bernois)", "Noisette (lapin nain)"),
    "it": ("Fido (meticcio)", "Micia (gatta)", "Birba (jack russell)", "Romeo (gatto)", "Zara (pastore tedesco)",
           "Briciola (coniglio)", "Pepe (chihuahua)", "Luna (gatta)", "Argo (labrador)", "Nuvola (gatta)",
           "Pallino (criceto)", "Stella (barboncino)", "Tobia (bassotto)", "Ginger (gatto)", "Kira (husky)",
           "Cip (canarino)"),
    "az": ("Alabaş (it)", "Mırmır (pişik)", "Qarabaş (it)", "Ləpə (pişik)", "Toplan (dovşan)", "Bozqurd (it)",
           "Pambıq (pişik)", "Maksi (it)", "Lulu (pişik)", "Cücə (tutuquşu)", "Şərbət (pişik)", "Reks (it)",
           "Bəbir (pişik)", "Fındıq (dovşan)", "Gümüş (it)", "Zəfər (it)"),
    "es": ("Firulais (mestizo)", "Michi (gato)", "Canela (poodle)", "Toby (schnauzer)", "Luna (gata)",
           "Rocky (pitbull)", "Pelusa (gata)", "Bruno (golden)", "Chispa (yorkshire)", "Nieve (conejo)",
           "Simba (gato)", "Kira (pastor alemán)", "Perla (perica)", "Coco (morrocoy)", "Max (labrador)",
           "Lola (salchicha)"),
    "zh": ("豆豆（泰迪）", "咪咪（英短）", "旺财（中华田园犬）", "球球（博美）", "小白（萨摩耶）", "花花（狸花猫）",
           "可乐（柯基）", "糖糖（布偶猫）", "大黄（金毛）", "年糕（比熊）", "橘子（橘猫）", "乐乐（拉布拉多）",
           "毛毛（仓鼠）", "团子（兔子）", "黑豆（柴犬）", "皮皮（鹦鹉）"),
}  # fmt: skip
#: The courier's three depots per locale: where the parcel is picked up, sorted and delivered from.
_DEPOTS = {"fr_CH": ("Lausanne", "Daillens", "Genève"), "en_PH": ("Pasig City Hub", "Mandaue Gateway", "Davao Hub"),
           "it_CH": ("Bellinzona", "Cadenazzo", "Lugano"), "az_AZ": ("Sumqayıt", "Bakı", "Gəncə"),
           "es_VE": ("Valencia", "Caracas", "Maracaibo"), "zh_CN": ("杭州", "上海转运中心", "北京")}  # fmt: skip
#: A phone no one's: the model every warranty claim is for.
_MODEL = "Nova X5 Pro 5G (256 GB)"
#: The day every page is seen on (loans fall due, parcels are scanned and pets are seen around it).
_TODAY = date(2025, 12, 4)

_STYLE = (
    "<style>body{font-family:sans-serif;margin:0;padding:52px 22px 16px;font-size:13px;color:#222}"
    ".nav{position:absolute;top:0;left:0;right:0;background:#23395b;color:#fff;padding:9px 22px}"
    ".nav b{margin-right:26px}.nav span{margin-right:18px;color:#dde6f3}h2{margin:4px 0 10px}"
    "h3{margin:14px 0 6px;font-size:14px}p{margin:5px 0}table{border-collapse:collapse}"
    "td,th{border-bottom:1px solid #ccc;padding:5px 8px;text-align:left;vertical-align:top}th{background:#eef1f6}"
    "button{margin:10px 8px 0 0;padding:6px 14px}.grid{display:grid;grid-template-columns:220px 460px;gap:5px}"
    ".grid .k{color:#555}.box{max-width:700px;border:1px solid #ccd;padding:8px 12px;line-height:1.55}"
    ".bar{background:#f2f4f7;padding:8px 10px;margin-bottom:10px}.bar label{margin-right:6px;color:#444}"
    ".bar select,.bar input{margin-right:16px}.pager span{margin-right:10px}.pager{margin-top:8px;color:#444}"
    ".cols{display:flex;gap:28px;align-items:flex-start}.party{border:1px solid #ccd;padding:8px 14px;width:300px;"
    "line-height:1.55}.party h3{margin-top:2px}.small{font-size:11px;color:#555;max-width:760px;margin-top:14px}"
    ".total td{font-weight:bold;border-top:2px solid #888}.chat{width:640px}.msg{max-width:470px;padding:7px 11px;"
    "border-radius:9px;margin:6px 0;line-height:1.45}.msg .who{font-size:11px;color:#555;display:block}"
    ".in{background:#eef0f3}.out{background:#d9ecff;margin-left:150px}.card{width:300px;border:1px solid #ccd;"
    "padding:8px 12px;line-height:1.6}.card .k{color:#666;font-size:12px;display:block}.compose{margin-top:10px}"
    ".compose input{width:420px;padding:5px}.slot td{height:46px;width:200px}.appt{padding:3px 6px;"
    "border-left:4px solid #888;line-height:1.35}.consult{background:#e6f2e6;border-color:#3a8a3a}"
    ".vaccine{background:#e6eef9;border-color:#3a64a8}.surgery{background:#f9e6e6;border-color:#b03a3a}"
    ".followup{background:#f6f1de;border-color:#a8903a}.free{color:#999}.side{width:250px;line-height:1.6}"
    ".legend span{display:block;padding:2px 6px;margin:3px 0}.timeline{list-style:none;padding:0;margin:0}"
    ".timeline li{border-left:3px solid #23395b;padding:3px 12px;margin-left:6px}.timeline .when{color:#555;"
    "display:inline-block;width:170px}.sign{margin-top:12px;border-top:1px solid #888;width:520px;padding-top:6px}"
    "</style>"
)
_CHROME = PageChrome(_LANGS, _WORDS, _STYLE)
_t = _CHROME.t


def _say(loc: str, key: str, **parts: str) -> str:
    """A free-text sentence in the locale's language with its values in place."""
    return _SENTENCES[key][_CHROME.lang(loc)].format(**parts)


def _nav(loc: str, key: str) -> str:
    """A site's navigation bar: its name, then its links."""
    site, *links = _t(loc, key).split("|")
    return f"<div class='nav'><b>{site}</b>{''.join(f'<span>{link}</span>' for link in links)}</div>"


def _pairs(loc: str, rows: list[tuple[str, str]]) -> str:
    """Label/value pairs in two columns, the labels given as chrome keys (an empty key continues the row above)."""
    return _CHROME.grid([(_t(loc, k) if k else "", v) for k, v in rows])


# --- Check digits -----------------------------------------------------------------------------------------


def _luhn_digit(digits: str) -> int:
    """The Luhn check digit to append to ``digits``."""
    total = sum(sum(divmod(int(d) * (2 - k % 2), 10)) for k, d in enumerate(reversed(digits)))
    return (10 - total % 10) % 10


def iban(country: str, bban: str) -> str:
    """An IBAN with its mod-97 check digits, in groups of four."""
    check = 98 - int("".join(str(int(c, 36)) for c in bban + country + "00")) % 97
    raw = f"{country}{check:02d}{bban}"
    return " ".join(raw[k : k + 4] for k in range(0, len(raw), 4))


def swiss_uid(rng: random.Random) -> str:
    """A Swiss business number (UID) CHE-XXX.XXX.XXC: eight digits and the mod-11 check digit (weights
    5,4,3,2,7,6,5,4; a stem whose check would be 10 is never issued)."""
    while True:
        stem = f"{rng.randrange(10**7, 10**8)}"
        check = (11 - sum(int(d) * w for d, w in zip(stem, (5, 4, 3, 2, 7, 6, 5, 4), strict=True)) % 11) % 11
        if check < 10:
            raw = f"{stem}{check}"
            return f"CHE-{raw[:3]}.{raw[3:6]}.{raw[6:]}"


#: A RIF's type letters and what each adds to the weighted sum; the check character of each remainder.
_RIF_TYPES = {"V": 4, "E": 8, "J": 12, "P": 16, "G": 20}
_RIF_CHECKS = "00987654321"


def rif(letter: str, digits: str) -> str:
    """A Venezuelan tax number (RIF): the type letter, eight digits and the check digit (weights 3,2,7,6,5,4,3,2
    over the digits, plus the letter's value, mod 11)."""
    total = _RIF_TYPES[letter] + sum(int(d) * w for d, w in zip(digits, (3, 2, 7, 6, 5, 4, 3, 2), strict=True))
    return f"{letter}-{digits}-{_RIF_CHECKS[total % 11]}"


#: Real Chinese county-level division codes (Beijing Chaoyang, Shanghai Pudong, Shenzhen Nanshan, Hangzhou Xihu,
#: Chengdu Wuhou, Wuhan Wuchang, Nanjing Xuanwu, Xi'an Yanta, Qingdao Shinan, Chongqing Yuzhong).
_CN_DIVISIONS = ("110105", "310115", "440305", "330106", "510107", "420106", "320102", "610113", "370202", "500103")


def resident_id(rng: random.Random) -> str:
    """A Chinese resident identity number: a division code, the birth date, a serial and the ISO 7064 MOD 11-2
    check character (X for 10)."""
    y, m, d = rng.randrange(1950, 2005), rng.randrange(1, 13), rng.randrange(1, 29)
    stem = f"{rng.choice(_CN_DIVISIONS)}{y}{m:02d}{d:02d}{rng.randrange(1000):03d}"
    total = sum(int(c) * pow(2, 17 - k, 11) for k, c in enumerate(stem))
    return stem + "10X98765432"[total % 11]


#: The characters of a unified social credit code (no I, O, S, V or Z) and the organisation code's letters.
_USCC_CHARS = "0123456789ABCDEFGHJKLMNPQRTUWXY"


def uscc(rng: random.Random) -> str:
    """A Chinese unified social credit code: 91 (an enterprise), a division code, the nine-character organisation
    code (eight digits and its GB 11714 check: weights 3,7,9,10,5,8,4,2 mod 11, X for 10) and the GB 32100 check
    character (weights 3^k mod 31)."""
    body = f"{rng.randrange(10**8):08d}"
    org_check = (11 - sum(int(d) * w for d, w in zip(body, (3, 7, 9, 10, 5, 8, 4, 2), strict=True)) % 11) % 11
    stem = f"91{rng.choice(_CN_DIVISIONS)}{body}{'X' if org_check == 10 else org_check}"
    total = sum(_USCC_CHARS.index(c) * pow(3, k, 31) for k, c in enumerate(stem))
    return stem + _USCC_CHARS[(31 - total % 31) % 31]


def imei(rng: random.Random) -> str:
    """A phone's IMEI: a type allocation code, a serial and the Luhn digit (fifteen digits)."""
    stem = f"35{rng.randrange(10**12):012d}"
    return f"{stem}{_luhn_digit(stem)}"


def unionpay_account(rng: random.Random) -> str:
    """A Chinese debit card number that wages are paid to: 62 (UnionPay), sixteen digits and the Luhn digit,
    in groups of four."""
    stem = f"62{rng.choice(('2202', '2848', '1700', '2588', '1226'))}{rng.randrange(10**12):012d}"
    raw = f"{stem}{_luhn_digit(stem)}"
    return " ".join(raw[k : k + 4] for k in range(0, len(raw), 4))


#: UPU S10 parcel numbers: the weights of the eight digits; the service letters a courier uses.
_S10_WEIGHTS = (8, 6, 4, 2, 3, 5, 9, 7)
_S10_SERVICES = ("EE", "EA", "CP", "LX", "RR")
_S10_COUNTRY = {"fr_CH": "CH", "en_PH": "PH", "it_CH": "CH", "az_AZ": "AZ", "es_VE": "VE", "zh_CN": "CN"}


def s10_parcel_number(locale: str, rng: random.Random) -> str:
    """A UPU S10 parcel number: two service letters, eight digits, the check digit (11 minus the weighted sum mod
    11; 10 is written 0 and 11 is written 5) and the country."""
    digits = f"{rng.randrange(10**8):08d}"
    check = 11 - sum(int(d) * w for d, w in zip(digits, _S10_WEIGHTS, strict=True)) % 11
    check = {10: 0, 11: 5}.get(check, check)
    return f"{rng.choice(_S10_SERVICES)}{digits}{check}{_S10_COUNTRY[locale]}"


# --- What each country writes ------------------------------------------------------------------------------

#: Philippine, Ticinese and Venezuelan given names and surnames (Faker names none of them for the country).
_PH_GIVEN = ("Jose", "Maria Cristina", "John Paul", "Mark Anthony", "Ana Marie", "Rodel", "Jerome", "Kristine",
             "Marites", "Rommel", "Jocelyn", "Arnel", "Lorna", "Ramon", "Aileen", "Noel", "Princess", "Reynaldo",
             "Divina", "Edgardo", "Rowena", "Christian", "Lovely", "Jericho")  # fmt: skip
_PH_SURNAMES = ("Santos", "Reyes", "Cruz", "Bautista", "Ocampo", "Garcia", "Mendoza", "Villanueva", "Ramos",
                "Castillo", "Aquino", "Dela Cruz", "Pascual", "Soriano", "Manalo", "Magbanua", "Dimaculangan",
                "Panganiban", "Macaraeg", "Tolentino", "Navarro", "Salazar", "Lacson", "Buenaventura")  # fmt: skip
_IT_GIVEN = ("Luca", "Matteo", "Giulia", "Chiara", "Alessandro", "Sara", "Marco", "Elena", "Fabio", "Laura",
             "Nicola", "Martina", "Davide", "Federica", "Simone", "Paola", "Gianluca", "Silvia", "Andrea", "Manuela",
             "Claudio", "Daniela", "Remo", "Ivana")  # fmt: skip
_IT_SURNAMES = ("Bernasconi", "Cattaneo", "Pedrazzini", "Lepori", "Rusconi", "Bianchi", "Ferrari", "Bassi", "Beffa",
                "Guscetti", "Pellandini", "Mombelli", "Foletti", "Storni", "Gianella", "Bottinelli", "Induni",
                "Molinari", "Ghisletta", "Soldati", "Zanetti", "Quadri", "Canonica", "Righetti")  # fmt: skip
_VE_GIVEN = ("José Gregorio", "María Alejandra", "Luis Alberto", "Yusmary", "Yorman", "Daniela", "Carlos Eduardo",
             "Andreína", "Jesús", "Mariángel", "Wilmer", "Yelitza", "Rafael", "Génesis", "Freddy", "Oriana",
             "Héctor", "Nairobi", "Luisana", "Jhonny", "Carmen", "Eduardo", "Rosmary", "Leonardo")  # fmt: skip
_VE_SURNAMES = ("González", "Rodríguez", "Pérez", "Hernández", "Briceño", "Colmenares", "Guanipa", "Urdaneta",
                "Villegas", "Márquez", "Rondón", "Chacón", "Salas", "Mendoza", "Quintero", "Arráiz", "Zambrano",
                "Carrillo", "Linares", "Bastidas", "Peña", "Moreno", "Escalona", "Sánchez")  # fmt: skip
#: Streets and postcodes with their towns: Romandy, Ticino, Azerbaijan, Venezuela (Faker's are invented or absent).
_FR_STREETS = ("Rue du Simplon", "Avenue de la Gare", "Chemin des Vignes", "Route de Berne", "Rue de Lausanne",
               "Avenue des Alpes", "Rue du Marché", "Chemin du Levant", "Rue Pierre-Fatio", "Avenue de Rumine",
               "Rue de la Servette", "Route de Saint-Cergue")  # fmt: skip
_FR_TOWNS = ("1003 Lausanne", "1205 Genève", "2000 Neuchâtel", "1700 Fribourg", "1950 Sion", "2300 La Chaux-de-Fonds",
             "1400 Yverdon-les-Bains", "1820 Montreux", "1110 Morges", "1260 Nyon", "2800 Delémont", "1630 Bulle",
             "1870 Monthey", "2502 Bienne")  # fmt: skip
_IT_STREETS = ("Via Nassa", "Via Cantonale", "Viale Stefano Franscini", "Via San Gottardo", "Via Ciseri",
               "Corso Elvezia", "Via Trevano", "Via Motta", "Via alla Campagna", "Via Luini", "Via Lugano",
               "Piazza Collegiata")  # fmt: skip
_IT_TOWNS = ("6900 Lugano", "6500 Bellinzona", "6600 Locarno", "6850 Mendrisio", "6830 Chiasso", "6710 Biasca",
             "6612 Ascona", "6648 Minusio", "6962 Viganello", "6512 Giubiasco", "6780 Airolo",
             "6616 Losone")  # fmt: skip
_AZ_STREETS = ("Nizami küçəsi", "Füzuli küçəsi", "Azadlıq prospekti", "Neftçilər prospekti", "Rəşid Behbudov küçəsi",
               "Üzeyir Hacıbəyov küçəsi", "Səməd Vurğun küçəsi", "Xətai prospekti", "Hüseyn Cavid prospekti",
               "Atatürk prospekti", "Bülbül prospekti", "Həsən bəy Zərdabi küçəsi")  # fmt: skip
_AZ_TOWNS = ("Bakı, AZ1000", "Bakı, AZ1010", "Bakı, AZ1014", "Bakı, AZ1065", "Bakı, AZ1102", "Gəncə, AZ2000",
             "Sumqayıt, AZ5000", "Mingəçevir, AZ4500", "Lənkəran, AZ4200", "Şəki, AZ5500", "Quba, AZ4000")  # fmt: skip
_VE_STREETS = ("Av. Francisco de Miranda", "Av. Libertador", "Av. Bolívar Norte", "Calle Los Mangos",
               "Av. 5 de Julio", "Calle 72", "Av. Las Delicias", "Carrera 19", "Av. Universidad",
               "Av. Andrés Bello", "Av. Principal de Los Ruices", "Calle Real de Sabana Grande")  # fmt: skip
_VE_BUILDINGS = ("Residencias El Parque", "Torre Sur", "Los Cerezos", "Mirador del Ávila", "Camurí", "Residencias "
                 "Araguaney")  # fmt: skip
_VE_HOUSES = ("Mi Refugio", "La Esperanza", "Villa Rosa", "Los Abuelos", "Mis Tres Soles")
_VE_TOWNS = ("Urb. Los Palos Grandes, Caracas 1060", "Urb. El Paraíso, Caracas 1020",
             "Urb. La Trigaleña, Valencia 2001", "Sector Tierra Negra, Maracaibo 4002",
             "Urb. Del Este, Barquisimeto 3001", "Urb. Los Sauces, Mérida 5101", "Lechería 6016, Anzoátegui",
             "Urb. San Jacinto, Maracay 2102", "Sector Las Acacias, Puerto Ordaz 8050")  # fmt: skip
_FR_TRADES = ("Fiduciaire", "Garage", "Menuiserie", "Boulangerie", "Électricité", "Transports", "Imprimerie",
              "Pharmacie")  # fmt: skip
_IT_TRADES = ("Fiduciaria", "Garage", "Falegnameria", "Elettricità", "Trasporti", "Tipografia", "Farmacia",
              "Edilizia")  # fmt: skip
_VE_TRADES = ("Inversiones", "Distribuidora", "Comercial", "Servicios", "Transporte", "Inversiones y Servicios")
_MAIL_DOMAINS = {"fr_CH": ("bluewin.ch", "gmail.com", "sunrise.ch", "netplus.ch", "hotmail.ch"),
                 "en_PH": ("gmail.com", "yahoo.com", "yahoo.com.ph", "outlook.com"),
                 "it_CH": ("bluewin.ch", "ticino.com", "gmail.com", "swissonline.ch"),
                 "az_AZ": ("mail.ru", "gmail.com", "box.az", "yandex.ru"),
                 "es_VE": ("gmail.com", "hotmail.com", "cantv.net", "yahoo.es"),
                 "zh_CN": ("qq.com", "163.com", "126.com", "sina.com")}  # fmt: skip
#: Phone numbers as each country writes them, mobiles first then landlines; every # is a drawn digit.
_PHONES = {"fr_CH": ("079 ### ## ##", "078 ### ## ##", "+41 76 ### ## ##", "021 ### ## ##", "022 ### ## ##",
                     "032 ### ## ##"),
           "en_PH": ("0917 ### ####", "0918-###-####", "+63 927 ### ####", "0998 ### ####", "(02) 8### ####",
                     "(032) ### ####"),
           "it_CH": ("079 ### ## ##", "076 ### ## ##", "+41 78 ### ## ##", "091 ### ## ##", "+41 91 ### ## ##"),
           "az_AZ": ("+994 50 ### ## ##", "055 ### ## ##", "070 ### ## ##", "+994 51 ### ## ##",
                     "(012) ### ## ##"),
           "es_VE": ("0414-###.##.##", "0424-#######", "0412 ### ####", "+58 416 ### ####", "(0212) ###.##.##",
                     "(0241) ###.##.##"),
           "zh_CN": ("138 #### ####", "139-####-####", "+86 186 #### ####", "135########", "010-8### ####",
                     "021-6### ####")}  # fmt: skip
#: What a decomposition into base letter and accent does not fold (Azerbaijani schwa and dotless i).
_FOLD = str.maketrans({"ə": "e", "Ə": "E", "ı": "i"})
_EN_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
              "November", "December")  # fmt: skip


def _ascii(text: str) -> str:
    """``text`` in lower-case ASCII letters, as a mail box or a login is made from a name."""
    folded = unicodedata.normalize("NFKD", text.translate(_FOLD))
    return "".join(c for c in folded if c.isascii() and c.isalpha()).lower()


def given_surname(fake: Faker, locale: str, rng: random.Random) -> tuple[str, str]:
    """A person's given name(s) and surname(s) as the country names people (Filipinos often with a middle
    initial, Venezuelans often with both surnames, Azerbaijani surnames by gender)."""
    if locale == "en_PH":
        given = rng.choice(_PH_GIVEN)
        if rng.random() < 0.5:
            given += f" {rng.choice('ABCDGLMPRSTV')}."
        return given, rng.choice(_PH_SURNAMES)
    if locale == "it_CH":
        return rng.choice(_IT_GIVEN), rng.choice(_IT_SURNAMES)
    if locale == "es_VE":
        surnames = rng.sample(_VE_SURNAMES, 2)
        return rng.choice(_VE_GIVEN), " ".join(surnames) if rng.random() < 0.6 else surnames[0]
    if locale == "az_AZ":
        if rng.random() < 0.5:
            return str(fake.first_name_male()), str(fake.last_name_male())
        return str(fake.first_name_female()), str(fake.last_name_female())
    return str(fake.first_name()), str(fake.last_name())


def written_name(locale: str, given: str, surname: str) -> str:
    """A full name in the order the country writes it (Chinese surname first, with no space)."""
    return f"{surname}{given}" if locale == "zh_CN" else f"{given} {surname}"


def full_name(fake: Faker, locale: str, rng: random.Random) -> str:
    """A full name of the locale, in the order the country writes it."""
    return written_name(locale, *given_surname(fake, locale, rng))


def _login(fake: Faker, locale: str, rng: random.Random, given: str, surname: str) -> str:
    """A login made of a name: in pinyin for Chinese, folded to ASCII elsewhere."""
    if locale == "zh_CN":
        given, surname = str(fake.first_romanized_name()), str(fake.last_romanized_name())
    stem = _ascii(given.split()[0]) + rng.choice((".", "_", "")) + _ascii(surname.split()[0])
    return stem + (str(rng.randrange(10, 100)) if rng.random() < 0.5 else "")


def _mailbox(fake: Faker, locale: str, rng: random.Random, given: str, surname: str) -> str:
    """A mail address at a provider the country uses (a QQ mail box is the owner's QQ number)."""
    domain = rng.choice(_MAIL_DOMAINS[locale])
    if domain == "qq.com":
        return f"{rng.randrange(10**7, 10**10)}@qq.com"
    return f"{_login(fake, locale, rng, given, surname)}@{domain}"


def email(fake: Faker, locale: str, rng: random.Random) -> str:
    """A mail address of someone of the locale, its box made of their name."""
    return _mailbox(fake, locale, rng, *given_surname(fake, locale, rng))


def phone(locale: str, rng: random.Random) -> str:
    """A phone number as the country writes it, mobile or landline."""
    return "".join(str(rng.randrange(10)) if c == "#" else c for c in rng.choice(_PHONES[locale]))


def address_lines(fake: Faker, locale: str, rng: random.Random) -> tuple[str, str]:
    """A postal address's two lines in the order a letter writes them (China: province, city and district
    first)."""
    if locale == "fr_CH":
        return f"{rng.choice(_FR_STREETS)} {rng.randrange(1, 90)}", rng.choice(_FR_TOWNS)
    if locale == "it_CH":
        return f"{rng.choice(_IT_STREETS)} {rng.randrange(1, 90)}", rng.choice(_IT_TOWNS)
    if locale == "az_AZ":
        return f"{rng.choice(_AZ_STREETS)}, ev {rng.randrange(1, 160)}, mənzil {rng.randrange(1, 120)}", rng.choice(
            _AZ_TOWNS
        )
    if locale == "es_VE":
        building = rng.choice(
            (
                f"Edif. {rng.choice(_VE_BUILDINGS)}, piso {rng.randrange(1, 15)}, apto. "
                f"{rng.randrange(1, 15)}-{rng.choice('ABCD')}",
                f"Qta. {rng.choice(_VE_HOUSES)}",
                f"Casa N.º {rng.randrange(1, 90)}-{rng.randrange(1, 99)}",
            )
        )
        return f"{rng.choice(_VE_STREETS)}, {building}", rng.choice(_VE_TOWNS)
    if locale == "en_PH":
        # Faker writes the street (with the block, lot or subdivision), the town and "ZIP province", comma-separated.
        parts = str(fake.address()).split(", ")
        return ", ".join(parts[:-2]), ", ".join(parts[-2:])
    if locale == "zh_CN":
        room = f"{rng.randrange(1, 30)}栋{rng.randrange(1, 33)}{rng.randrange(1, 5):02d}室"
        return (
            f"{fake.province()}{fake.city()}{fake.district()}区",
            f"{fake.street_name()}{rng.randrange(1, 999)}号{room}",
        )
    return str(fake.street_address()), f"{fake.postcode()} {fake.city()}"


def one_line_address(fake: Faker, locale: str, rng: random.Random) -> str:
    """A postal address on one line."""
    first, second = address_lines(fake, locale, rng)
    return f"{first}{second}" if locale == "zh_CN" else f"{first}, {second}"


def company(fake: Faker, locale: str, rng: random.Random) -> str:
    """A company's name under the country's legal forms."""
    if locale == "fr_CH":
        return f"{rng.choice(_FR_TRADES)} {fake.last_name()} {rng.choice(('SA', 'Sàrl'))}"
    if locale == "it_CH":
        return f"{rng.choice(_IT_TRADES)} {rng.choice(_IT_SURNAMES)} {rng.choice(('SA', 'Sagl'))}"
    if locale == "es_VE":
        return f"{rng.choice(_VE_TRADES)} {rng.choice(_VE_SURNAMES)} {rng.choice(('C.A.', 'S.R.L.', 'C.A.'))}"
    if locale == "az_AZ":  # Faker's other Azerbaijani companies are real ones, named on every dataset alike
        return f"{fake.last_name()} {rng.choice(('MMC', 'QSC', 'ASC'))}"
    return str(fake.company())


def _firm(fake: Faker, locale: str, rng: random.Random, key: str) -> str:
    """A business of a trade (the ``key`` of its name's pattern) named after its owner's surname."""
    surname = given_surname(fake, locale, rng)[1].split()[0]
    return _say(locale, key, surname=surname)


def _day(locale: str, y: int, m: int, d: int) -> str:
    """A date as the locale writes it."""
    if locale == "en_PH":
        return f"{_EN_MONTHS[m - 1]} {d}, {y}"
    if locale == "es_VE":
        return f"{d:02d}/{m:02d}/{y}"
    if locale == "zh_CN":
        return f"{y}年{m}月{d}日"
    return f"{d:02d}.{m:02d}.{y}"


def _clock(locale: str, h: int, m: int) -> str:
    """A time of day as the locale writes it (the Philippines on a 12-hour clock)."""
    if locale == "en_PH":
        return f"{(h - 1) % 12 + 1}:{m:02d} {'AM' if h < 12 else 'PM'}"
    return f"{h:02d}:{m:02d}"


def birth_date(locale: str, rng: random.Random) -> SeededValue:
    """A date of birth as the locale writes it."""
    return SeededValue(
        "DATE_OF_BIRTH", _day(locale, rng.randrange(1945, 2006), rng.randrange(1, 13), rng.randrange(1, 29))
    )


def national_id(locale: str, rng: random.Random) -> SeededValue:
    """A national ID number as the country writes it, with its check digit where it has one (a PhilSys number's
    and an Azerbaijani FIN's are not published; they are drawn here)."""
    if locale in ("fr_CH", "it_CH"):
        return SeededValue("ID", ahv_number(rng))
    if locale == "en_PH":
        return SeededValue("ID", "-".join(f"{rng.randrange(10**4):04d}" for _ in range(4)))
    if locale == "az_AZ":
        return SeededValue("ID", "".join(rng.choice("0123456789ABCDEFGHJKLMNPRSTUVXYZ") for _ in range(7)))
    if locale == "es_VE":
        return SeededValue("ID", "V-" + f"{rng.randrange(3_000_000, 32_000_000):,}".replace(",", "."))
    return SeededValue("ID", resident_id(rng))


def _tin(rng: random.Random, branch: int) -> str:
    """A Philippine TIN: nine digits and the branch code (000 or 00000 for the head office)."""
    return f"{rng.randrange(100, 1000)}-{rng.randrange(1000):03d}-{rng.randrange(1000):03d}-{'0' * branch}"


def _voen(rng: random.Random, legal: bool) -> str:
    """An Azerbaijani taxpayer number (VÖEN): nine digits, then 2 for a company or 1 for a person (its
    check digit's rule is not published; it is drawn here)."""
    return f"{rng.randrange(10**8, 10**9)}{2 if legal else 1}"


def employer_tax_id(locale: str, rng: random.Random) -> SeededValue:
    """An employer's tax or business number as the country writes it."""
    if locale in ("fr_CH", "it_CH"):
        return SeededValue("ID", swiss_uid(rng))
    if locale == "en_PH":
        return SeededValue("ID", _tin(rng, 5))
    if locale == "az_AZ":
        return SeededValue("ID", _voen(rng, legal=True))
    if locale == "es_VE":
        return SeededValue("ID", rif("J", f"{rng.randrange(10**7, 10**8):08d}"))
    return SeededValue("ID", uscc(rng))


#: Real bank codes: Swiss clearing numbers of Romandy's and Ticino's banks and PostFinance, Azerbaijani banks'
#: BICs, Venezuelan banks' codes.
_CH_BANKS = {"fr_CH": ("00767", "00788", "00766", "00768", "00765", "09000", "80808"),
             "it_CH": ("00764", "09000", "80808", "00230", "00700")}  # fmt: skip
_AZ_BANKS = ("IBAZ", "PAHA", "AIIB", "UBAZ", "BRES")
_VE_BANKS = ("0102", "0105", "0108", "0134", "0114", "0191", "0175", "0172")


def bank_account(locale: str, rng: random.Random) -> SeededValue:
    """An IBAN with its check digits (CH, AZ); where the country has no IBAN, the account as it writes it: a
    Philippine savings account, a Venezuelan twenty-digit account (its two check digits are drawn here), a
    Chinese UnionPay debit card with its Luhn digit."""
    if locale in _CH_BANKS:
        return SeededValue("IBAN_CODE", iban("CH", rng.choice(_CH_BANKS[locale]) + f"{rng.randrange(10**12):012d}"))
    if locale == "az_AZ":
        return SeededValue("IBAN_CODE", iban("AZ", rng.choice(_AZ_BANKS) + f"{rng.randrange(10**20):020d}"))
    if locale == "en_PH":
        if rng.random() < 0.5:
            return SeededValue(
                "BANK_ACCOUNT", f"{rng.randrange(10**4):04d}-{rng.randrange(10**4):04d}-{rng.randrange(10**4):04d}"
            )
        return SeededValue(
            "BANK_ACCOUNT", f"{rng.randrange(10**3, 10**4)}-{rng.randrange(10**4):04d}-{rng.randrange(100):02d}"
        )
    if locale == "es_VE":
        return SeededValue(
            "BANK_ACCOUNT",
            f"{rng.choice(_VE_BANKS)}-{rng.randrange(10**4):04d}-{rng.randrange(100):02d}-{rng.randrange(10**10):010d}",
        )
    return SeededValue("BANK_ACCOUNT", unionpay_account(rng))


def _payroll_ids(locale: str, rng: random.Random, ident: str) -> list[tuple[str, SeededValue]]:
    """What a payslip shows besides the national ID ``ident``, each under its label: a Filipino's tax and social
    insurance numbers, a Venezuelan's RIF (which carries the cédula's number)."""
    if locale == "en_PH":
        return [("TIN", SeededValue("ID", _tin(rng, 3))),
                ("SSS No.",
                 SeededValue("ID", f"{rng.randrange(10, 100)}-{rng.randrange(10**7):07d}-{rng.randrange(10)}")),
                ("PhilHealth No.",
                 SeededValue("ID", f"{rng.randrange(10, 100)}-{rng.randrange(10**9):09d}-{rng.randrange(10)}")),
                ("Pag-IBIG MID No.",
                 SeededValue("ID", "-".join(f"{rng.randrange(10**4):04d}" for _ in range(3))))]  # fmt: skip
    if locale == "es_VE":
        return [("RIF personal", SeededValue("ID", rif("V", ident[2:].replace(".", "").zfill(8))))]
    return []


#: How much of the country's money one unit of an amount's range buys (so each page's sums look local).
_PER_UNIT = {"fr_CH": 1.0, "it_CH": 1.0, "en_PH": 70.0, "az_AZ": 2.1, "es_VE": 250.0, "zh_CN": 9.0}


def money(locale: str, cents: int) -> SeededValue:
    """An amount of money, given in cents, as the locale writes it."""
    whole, rest = divmod(cents, 100)
    grouped = f"{whole:,}"
    written = {"fr_CH": grouped.replace(",", "'") + f".{rest:02d} CHF",
               "it_CH": "CHF " + grouped.replace(",", "'") + f".{rest:02d}",
               "en_PH": f"PHP {grouped}.{rest:02d}",
               "az_AZ": grouped.replace(",", "\u00a0") + f",{rest:02d}\u00a0AZN",
               "es_VE": "Bs.\u00a0" + grouped.replace(",", ".") + f",{rest:02d}",
               "zh_CN": f"¥{grouped}.{rest:02d}"}  # fmt: skip
    return SeededValue("AMOUNT", written[locale])


def amount(locale: str, rng: random.Random, low: float, high: float) -> SeededValue:
    """An amount of money as the locale writes it, ``low``–``high`` units scaled to the country's money."""
    return money(locale, round(rng.uniform(low, high) * _PER_UNIT[locale] * 100))


# --- The page kinds ----------------------------------------------------------------------------------------


def _warranty(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    given, surname = given_surname(fake, loc, rng)
    owner, claim = written_name(loc, given, surname), number(rng, "WR-", 7)
    first, second = address_lines(fake, loc, rng)
    tel, mail = phone(loc, rng), _mailbox(fake, loc, rng, given, surname)
    serial = "R" + "".join(rng.choice("0123456789ABCDEFGHJKLMNPRSTVWXYZ") for _ in range(10))
    handset, store, receipt = imei(rng), _firm(fake, loc, rng, "store_name"), number(rng, "", 9)
    price, technician = amount(loc, rng, 290, 1250), _login(fake, loc, rng, *given_surname(fake, loc, rng))
    bringer, bringer_tel = full_name(fake, loc, rng), phone(loc, rng)
    body = _nav(loc, "nav_warranty") + f"<h3>{_t(loc, 'sec_owner')}</h3>"
    body += _pairs(loc, [("claim_no", claim), ("owner", owner), ("street_line", first), ("", second),
                         ("phone", tel), ("email", mail)])  # fmt: skip
    body += f"<h3>{_t(loc, 'sec_unit')}</h3>"
    body += _pairs(loc, [("model", _MODEL), ("serial_no", serial), ("imei", handset),
                         ("bought_on", _day(loc, 2025, 3, 22)), ("bought_at", store), ("receipt", receipt),
                         ("price_paid", price.value), ("assigned_to", technician)])  # fmt: skip
    fault = _say(loc, "fault", who=owner, who2=bringer, tel=bringer_tel)
    body += f"<h3>{_t(loc, 'fault')}</h3><p class='box'>{html.escape(fault)}</p>"
    body += _CHROME.buttons(loc, "submit_claim", "attach_receipt", "cancel")
    values = [SeededValue("ID", claim), SeededValue("PERSON", owner), SeededValue("ADDRESS", f"{first}, {second}"),
              SeededValue("PHONE_NUMBER", tel), SeededValue("EMAIL_ADDRESS", mail), SeededValue("ID", serial),
              SeededValue("ID", handset), SeededValue("ORGANIZATION", store), SeededValue("ID", receipt), price,
              SeededValue("USERNAME", technician), SeededValue("PERSON", bringer),
              SeededValue("PHONE_NUMBER", bringer_tel)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_warranty"), body), values


def _library(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    books = _BOOKS[_LANGS[_CHROME.lang(loc)]]
    rows, values = [], []
    for k in range(10):
        given, surname = given_surname(fake, loc, rng)
        # A circulation list sorts borrowers by surname: "Surname, Given" (Chinese names are already surname first).
        borrower = written_name(loc, given, surname) if loc == "zh_CN" else f"{surname}, {given}"
        card, mail, fine = number(rng, "2", 13), _mailbox(fake, loc, rng, given, surname), amount(loc, rng, 1.5, 18)
        late = (16, 19, 23, 27, 31, 38, 44, 52, 61, 75)[k]
        due_on = _TODAY - timedelta(days=late)
        due = _day(loc, due_on.year, due_on.month, due_on.day)
        rows.append(table_row([borrower, card, mail, books[k], due, str(late), fine.value]))
        values += [SeededValue("PERSON", borrower), SeededValue("ID", card), SeededValue("EMAIL_ADDRESS", mail), fine]
    bar = (f"<div class='bar'><label>{_t(loc, 'branch')}</label><select><option>{_t(loc, 'all_branches')}</option>"
           f"</select><label>{_t(loc, 'overdue_by')}</label><select><option>{_t(loc, 'over_14')}</option></select>"
           f"<input placeholder='{_t(loc, 'search_patron')}'>{_CHROME.buttons(loc, 'apply')}</div>")  # fmt: skip
    head = "".join(f"<th>{_t(loc, k)}</th>" for k in ("borrower", "card_no", "email", "book", "due", "days_late",
                                                      "fine"))  # fmt: skip
    pager = (f"<div class='pager'><span>{_t(loc, 'showing')}</span><span>{_t(loc, 'prev_page')}</span>"
             "<span><b>1</b></span><span>2</span><span>3</span><span>…</span><span>14</span>"
             f"<span>{_t(loc, 'next_page')}</span></div>")  # fmt: skip
    body = _nav(loc, "nav_library") + bar + f"<table><tr>{head}</tr>{''.join(rows)}</table>" + pager
    body += _CHROME.buttons(loc, "send_notices", "export_list")
    return _CHROME.page(loc, _t(loc, "title_library"), body), values


#: A month's pay in the country's money, and the share of the gross pay each of its four deductions takes.
_SALARY = {"fr_CH": (5200, 8800), "it_CH": (4600, 7900), "en_PH": (22000, 68000), "az_AZ": (950, 2800),
           "es_VE": (3800, 15000), "zh_CN": (7500, 26000)}  # fmt: skip
_DEDUCTIONS = {"fr_CH": ((0.053, 0.053), (0.011, 0.011), (0.05, 0.09), (0.04, 0.12)),
               "it_CH": ((0.053, 0.053), (0.011, 0.011), (0.05, 0.09), (0.04, 0.12)),
               "en_PH": ((0.045, 0.045), (0.025, 0.025), (0.02, 0.02), (0.06, 0.15)),
               "az_AZ": ((0.14, 0.14), (0.03, 0.03), (0.005, 0.005), (0.02, 0.02)),
               "es_VE": ((0.04, 0.04), (0.005, 0.005), (0.01, 0.01), (0.01, 0.03)),
               "zh_CN": ((0.08, 0.08), (0.02, 0.02), (0.07, 0.12), (0.03, 0.10))}  # fmt: skip


def _payroll(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    employer, site, employer_tax = company(fake, loc, rng), address_lines(fake, loc, rng), employer_tax_id(loc, rng)
    worker, staff_no, ident = full_name(fake, loc, rng), number(rng, "E", 5), national_id(loc, rng)
    extra, account = _payroll_ids(loc, rng, ident.value), bank_account(loc, rng)
    basic = round(rng.uniform(*_SALARY[loc]) * 100)
    earned = [basic, round(basic * rng.uniform(0.02, 0.12)), round(basic * rng.uniform(0.03, 0.08))]
    gross = sum(earned)
    withheld = [round(gross * rng.uniform(*share)) for share in _DEDUCTIONS[loc]]
    net = gross - sum(withheld)
    earned_v, withheld_v = [money(loc, c) for c in earned], [money(loc, c) for c in withheld]
    totals = [money(loc, gross), money(loc, sum(withheld)), money(loc, net)]
    head = (f"<div class='party'><h3>{_t(loc, 'employer')}</h3><b>{html.escape(employer)}</b><br>"
            f"{html.escape(site[0])}<br>{html.escape(site[1])}<br>{_t(loc, 'employer_tax')}: "
            f"{html.escape(employer_tax.value)}</div>")  # fmt: skip
    who = _pairs(loc, [("employee", worker), ("employee_no", staff_no), ("position", _t(loc, "position_value")),
                       ("national_id", ident.value)])  # fmt: skip
    who += _CHROME.grid([(label, v.value) for label, v in extra])
    who += _pairs(loc, [("pay_into", account.value)])
    cols = ("line_item", "line_amount")
    earn_rows = [
        table_row([_t(loc, k), v.value])
        for k, v in zip(("earn_basic", "earn_overtime", "earn_allowance"), earned_v, strict=True)
    ]
    ded_rows = [table_row([_t(loc, f"ded_{k + 1}"), v.value]) for k, v in enumerate(withheld_v)]
    sums = "".join(f"<tr class='total'><td>{_t(loc, k)}</td><td>{html.escape(v.value)}</td></tr>"
                   for k, v in zip(("gross", "total_ded", "net_pay"), totals, strict=True))  # fmt: skip
    head_row = "".join(f"<th>{_t(loc, k)}</th>" for k in cols)
    tables = (f"<div class='cols'><div><h3>{_t(loc, 'earnings')}</h3><table><tr>{head_row}</tr>{''.join(earn_rows)}"
              f"</table></div><div><h3>{_t(loc, 'deductions')}</h3><table><tr>{head_row}</tr>{''.join(ded_rows)}"
              f"</table></div><div><h3>&nbsp;</h3><table>{sums}</table></div></div>")  # fmt: skip
    hr_given, hr_surname = given_surname(fake, loc, rng)
    hr, hr_mail = written_name(loc, hr_given, hr_surname), _mailbox(fake, loc, rng, hr_given, hr_surname)
    small = (f"<div class='small'>{html.escape(_say(loc, 'payslip_footer', who=hr, mail=hr_mail))}<br>"
             f"{_t(loc, 'confidential')}</div>")  # fmt: skip
    body = (_nav(loc, "nav_payroll") + f"<p>{_t(loc, 'pay_period')}</p><div class='cols'>{head}<div>{who}</div></div>"
            + tables + _CHROME.buttons(loc, "download_pdf", "older_slips") + small)  # fmt: skip
    values = [SeededValue("ORGANIZATION", employer), SeededValue("ADDRESS", f"{site[0]}, {site[1]}"), employer_tax,
              SeededValue("PERSON", worker), SeededValue("ID", staff_no), ident, *(v for _, v in extra), account,
              *earned_v, *withheld_v, *totals, SeededValue("PERSON", hr),
              SeededValue("EMAIL_ADDRESS", hr_mail)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_payslip"), body), values


def _bubble(loc: str, mine: bool, who: str, when: str, text: str) -> str:
    """One chat message: the agent's on the right, the customer's on the left, under the writer and the time."""
    tag = _t(loc, "agent_tag" if mine else "customer_tag")
    return (f"<div class='msg {'out' if mine else 'in'}'><span class='who'>{html.escape(who)} ({tag}) · {when}"
            f"</span>{html.escape(text)}</div>")  # fmt: skip


def _chat(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    given, surname = given_surname(fake, loc, rng)
    customer, conversation = written_name(loc, given, surname), number(rng, "C", 8)
    agent_given, agent_surname = given_surname(fake, loc, rng)
    # An agent shows a first name to customers; a Chinese agent the whole name.
    agent = written_name(loc, agent_given, agent_surname) if loc == "zh_CN" else agent_given.split()[0]
    shop, order, ticket = _firm(fake, loc, rng, "store_name"), number(rng, "SO-", 8), number(rng, "TK-", 6)
    where, tel, born = one_line_address(fake, loc, rng), phone(loc, rng), birth_date(loc, rng)
    neighbour, card, new_mail = full_name(fake, loc, rng), card_number(rng), _mailbox(fake, loc, rng, given, surname)
    customer_no, login, known_mail = number(rng, "", 8), _login(fake, loc, rng, given, surname), email(fake, loc, rng)
    known_tel, billing = phone(loc, rng), address_lines(fake, loc, rng)
    lines = [(True, _say(loc, "chat_a1", who=customer, shop=shop)), (False, _say(loc, "chat_c1", order=order)),
             (True, _say(loc, "chat_a2")), (False, _say(loc, "chat_c2", addr=where, tel=tel)),
             (True, _say(loc, "chat_a3")), (False, _say(loc, "chat_c3", dob=born.value, neighbour=neighbour)),
             (False, _say(loc, "chat_c4", card=card)), (True, _say(loc, "chat_a4")),
             (False, _say(loc, "chat_c5", mail=new_mail)), (True, _say(loc, "chat_a5", ticket=ticket)),
             (False, _say(loc, "chat_c6", agent=agent))]  # fmt: skip
    bubbles = "".join(
        _bubble(loc, mine, agent if mine else customer, _clock(loc, 14, 2 + 2 * k), text)
        for k, (mine, text) in enumerate(lines)
    )
    compose = (f"<div class='compose'><input placeholder='{_t(loc, 'type_message')}'>"
               f"{_CHROME.buttons(loc, 'send_msg', 'transfer_chat', 'end_chat')}</div>")  # fmt: skip
    card_rows = [("customer_no", customer_no), ("login_name", login), ("email", known_mail), ("phone", known_tel),
                 ("billing_addr", billing[0]), ("", billing[1]), ("member_since", _day(loc, 2021, 6, 14)),
                 ("orders", "23")]  # fmt: skip
    # The billing address's second line goes under its first, with no label of its own.
    profile = "".join(
        (f"<span class='k'>{_t(loc, k)}</span>" if k else "") + f"{html.escape(v)}<br>" for k, v in card_rows
    )
    side = f"<div class='card'><h3>{_t(loc, 'profile')}</h3><b>{html.escape(customer)}</b><br>{profile}</div>"
    head = f"<p>{_t(loc, 'conversation')}: {html.escape(conversation)} · {_t(loc, 'channel')}</p>"
    body = _nav(loc, "nav_chat") + head + f"<div class='cols'><div class='chat'>{bubbles}{compose}</div>{side}</div>"
    values = [SeededValue("PERSON", customer), SeededValue("ID", conversation), SeededValue("PERSON", agent),
              SeededValue("ORGANIZATION", shop), SeededValue("ID", order), SeededValue("ADDRESS", where),
              SeededValue("PHONE_NUMBER", tel), born, SeededValue("PERSON", neighbour),
              SeededValue("CREDIT_CARD", card), SeededValue("EMAIL_ADDRESS", new_mail), SeededValue("ID", ticket),
              SeededValue("ID", customer_no), SeededValue("USERNAME", login),
              SeededValue("EMAIL_ADDRESS", known_mail), SeededValue("PHONE_NUMBER", known_tel),
              SeededValue("ADDRESS", f"{billing[0]}, {billing[1]}")]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_chat"), body), values


#: Which slot of which vet holds what (C consultation, V vaccination, S surgery, F follow-up, . free), 08:00–12:30.
_VET_DAY = ("CV.", "S.C", "SF.", ".CV", "C.F", "F.C", ".V.", "CS.", "..V", "...")
_VET_KINDS = {"C": "consult", "V": "vaccine", "S": "surgery", "F": "followup"}


def _vet(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    pets = _PETS[_LANGS[_CHROME.lang(loc)]]
    clinic, clinic_tel = _firm(fake, loc, rng, "clinic_name"), phone(loc, rng)
    desk = _login(fake, loc, rng, *given_surname(fake, loc, rng))
    vets = [full_name(fake, loc, rng) for _ in range(3)]
    values = [SeededValue("ORGANIZATION", clinic), SeededValue("PHONE_NUMBER", clinic_tel),
              SeededValue("USERNAME", desk), *(SeededValue("PERSON", v) for v in vets)]  # fmt: skip
    head = "".join(f"<th>{html.escape(_say(loc, 'vet_name', name=v))}</th>" for v in vets)
    rows, pet = [], 0
    for slot, plan in enumerate(_VET_DAY):
        cells = []
        for kind in plan:
            if kind == ".":
                cells.append(f"<td class='free'>{_t(loc, 'free_slot')}</td>")
                continue
            owner, tel = full_name(fake, loc, rng), phone(loc, rng)
            values += [SeededValue("PERSON", owner), SeededValue("PHONE_NUMBER", tel)]
            cells.append(f"<td><div class='appt {_VET_KINDS[kind]}'><b>{pets[pet]}</b><br>{html.escape(owner)}<br>"
                         f"{html.escape(tel)}</div></td>")  # fmt: skip
            pet += 1
        rows.append(f"<tr class='slot'><td>{_clock(loc, 8 + slot // 2, 30 * (slot % 2))}</td>{''.join(cells)}</tr>")
    grid = f"<table><tr><th>{_t(loc, 'time_col')}</th>{head}</tr>{''.join(rows)}</table>"
    on_duty = "".join(
        f"<li>{html.escape(_say(loc, 'vet_name', name=v))} — {_t(loc, f'spec_{k + 1}')}</li>"
        for k, v in enumerate(vets)
    )
    legend = "".join(f"<span class='{css}'>{_t(loc, f'kind_{css}')}</span>" for css in _VET_KINDS.values())
    side = (f"<div class='side'><h3>{_t(loc, 'vets_on_duty')}</h3><ul>{on_duty}</ul>"
            f"<h3>{_t(loc, 'legend')}</h3><div class='legend'>{legend}</div></div>")  # fmt: skip
    info = (f"<p>{_t(loc, 'clinic')}: <b>{html.escape(clinic)}</b> · {_t(loc, 'clinic_phone')}: "
            f"{html.escape(clinic_tel)} · {_t(loc, 'front_desk')}: {html.escape(desk)}</p>")  # fmt: skip
    body = _nav(loc, "nav_vet") + info + _CHROME.buttons(loc, "prev_day", "next_day", "new_appt")
    body += f"<div class='cols'><div>{grid}</div>{side}</div>"
    return _CHROME.page(loc, _t(loc, "title_vet"), body), values


def _party(loc: str, fake: Faker, rng: random.Random, key: str) -> tuple[str, list[SeededValue]]:
    """A sender's or recipient's block: name, company, the street, the postcode and town, the phone."""
    who, firm = full_name(fake, loc, rng), company(fake, loc, rng)
    (first, second), tel = address_lines(fake, loc, rng), phone(loc, rng)
    lines = "<br>".join(html.escape(x) for x in (who, firm, first, second, tel))
    block = f"<div class='party'><h3>{_t(loc, key)}</h3>{lines}</div>"
    return block, [SeededValue("PERSON", who), SeededValue("ORGANIZATION", firm),
                   SeededValue("ADDRESS", f"{first}, {second}"), SeededValue("PHONE_NUMBER", tel)]  # fmt: skip


def _parcel(loc: str, fake: Faker, rng: random.Random) -> tuple[str, list[SeededValue]]:
    tracking, reference, declared = s10_parcel_number(loc, rng), number(rng, "", 10), amount(loc, rng, 40, 420)
    sender, sender_values = _party(loc, fake, rng, "sender")
    recipient, recipient_values = _party(loc, fake, rng, "recipient")
    notify, courier = email(fake, loc, rng), _login(fake, loc, rng, *given_surname(fake, loc, rng))
    receiver = full_name(fake, loc, rng)
    pickup, hub, last = _DEPOTS[loc]
    events = [((12, 4, 10, 12), html.escape(_say(loc, "delivered_to", who=receiver)), last),
              ((12, 3, 14, 55), _t(loc, "ev_attempt"), last),
              ((12, 3, 8, 20), f"{_t(loc, 'ev_out')} — {_t(loc, 'courier')}: {html.escape(courier)}", last),
              ((12, 3, 4, 37), _t(loc, "ev_departed"), hub), ((12, 2, 21, 8), _t(loc, "ev_arrived"), hub),
              ((12, 2, 9, 15), _t(loc, "ev_pickup"), pickup),
              ((12, 1, 17, 42), _t(loc, "ev_info"), pickup)]  # fmt: skip
    timeline = "".join(
        f"<li><span class='when'>{_day(loc, 2025, m, d)} {_clock(loc, h, mi)}</span>{what} · {town}</li>"
        for (m, d, h, mi), what, town in events
    )
    summary = _pairs(loc, [("tracking_no", tracking), ("shipper_ref", reference), ("declared", declared.value),
                           ("notify_mail", notify)])  # fmt: skip
    sign = (f"<div class='sign'>{_t(loc, 'received_by')}: <b>{html.escape(receiver)}</b><br>{_t(loc, 'signature')}: "
            f"{_t(loc, 'signed_image')}</div>")  # fmt: skip
    body = (_nav(loc, "nav_parcel") + summary + f"<p>{_t(loc, 'service')}</p>"
            + f"<div class='cols'>{sender}{recipient}</div><h3>{_t(loc, 'history')}</h3>"
            + f"<ul class='timeline'>{timeline}</ul><h3>{_t(loc, 'pod')}</h3>{sign}"
            + _CHROME.buttons(loc, "change_delivery", "download_pod", "report_issue"))  # fmt: skip
    values = [SeededValue("ID", tracking), SeededValue("ID", reference), declared, SeededValue("EMAIL_ADDRESS", notify),
              *sender_values, *recipient_values, SeededValue("USERNAME", courier),
              SeededValue("PERSON", receiver)]  # fmt: skip
    return _CHROME.page(loc, _t(loc, "title_parcel"), body), values


class SyntheticKindsDec15Adapter(SyntheticKindsBase):
    """The six page kinds, served from memory, as a differential-rendering app."""

    name = "synthetic-kinds-dec15"
    chrome = _CHROME
    kinds: ClassVar[dict[str, PageBuilder]] = {"warranty": _warranty, "library": _library, "payroll": _payroll,
                                               "chat": _chat, "vet": _vet, "parcel": _parcel}  # fmt: skip
    button_keys = _BUTTON_KEYS
