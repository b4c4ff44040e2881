"""Per-locale data and words for the redaction corpus: Faker values, label words, number formats.

``labels_tune`` are the label words of the tuning layouts; ``labels_heldout`` are other words a
real page might use for the same fields (written before any tuning and not tuned on).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import ClassVar

from faker import Faker

_CARD_PREFIXES = ("2221", "2720", "2200", "1", "7", "8", "9", "3", "4", "5", "6", "62", "35", "2")


def _luhn_complete(body: str) -> str:
    total = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return body + str((10 - total % 10) % 10)


def _group(number: float, thousands: str, decimal: str, places: int) -> str:
    whole, _, frac = f"{abs(number):,.{places}f}".partition(".")
    whole = whole.replace(",", thousands)
    return whole + (decimal + frac if places else "")


class Locale:
    """What a page in one locale is written with (subclasses fill the words)."""

    faker_locale = "en_US"
    html_lang = "en"
    font = '"Noto Sans", "DejaVu Sans", sans-serif'
    colon = ":"
    shop = "Corner Store"
    labels_tune: ClassVar[dict[str, str]] = {}
    labels_heldout: ClassVar[dict[str, str]] = {}
    buttons: ClassVar[dict[str, str]] = {}
    titles: ClassVar[dict[str, str]] = {}
    statuses: tuple[str, ...] = ()
    products: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    # The fresh held-out split (new page kinds, written before any tuning of the redactor on it):
    # its own label words, a navigation sidebar, activity entries that name a person in running
    # text ("{name}" is replaced by a PII name), carrier services and the words of a shipping label.
    labels_fresh: ClassVar[dict[str, str]] = {}
    nav: tuple[str, ...] = ()
    activity: tuple[str, ...] = ()
    services: tuple[str, ...] = ()
    payment_text = "Visa •••• {last4}"
    titles_fresh: ClassVar[dict[str, str]] = {}

    def __init__(self, seed: int) -> None:
        self.fake = Faker(self.faker_locale)
        self.fake.seed_instance(seed)

    # -- values ----------------------------------------------------------------------------
    def name(self) -> str:
        return str(self.fake.name())

    def email(self) -> str:
        return str(self.fake.email())

    def phone(self) -> str:
        return str(self.fake.phone_number())

    def company(self) -> str:
        return str(self.fake.company())

    def address(self) -> str:
        return "\n".join(part.strip() for part in str(self.fake.address()).split("\n"))

    def address_one_line(self) -> str:
        return ", ".join(self.address().split("\n"))

    def iban(self) -> str:
        return str(self.fake.iban())

    def card(self, rng: random.Random) -> str:
        prefix = rng.choice(_CARD_PREFIXES)
        length = rng.randint(13, 19)
        body = prefix + "".join(str(rng.randint(0, 9)) for _ in range(length - len(prefix) - 1))
        number = _luhn_complete(body)
        style = rng.random()
        if style < 0.6:
            return " ".join(number[i : i + 4] for i in range(0, len(number), 4))
        if style < 0.8:
            return "-".join(number[i : i + 4] for i in range(0, len(number), 4))
        return number

    def id_number(self, rng: random.Random) -> str:
        return str(self.fake.ssn())

    def date(self, rng: random.Random, *, birth: bool = False) -> str:
        day = self.fake.date_of_birth(minimum_age=18, maximum_age=80) if birth else self.fake.date_this_year()
        return day.strftime("%m/%d/%Y")

    def order_no(self, rng: random.Random) -> str:
        return f"#{rng.randint(10000, 99999)}"

    def tracking_no(self, rng: random.Random) -> str:
        """A carrier's tracking number (not PII here: it names a parcel, printed on the label)."""
        letters = "".join(rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(2))
        return f"{letters}{rng.randint(100000000, 999999999)}{rng.choice(['DE', 'CN', 'US', 'FR', 'JP', 'GB'])}"

    def weight(self, rng: random.Random) -> str:
        return f"{rng.randint(1, 30)}.{rng.randint(0, 9)} kg"

    def amount(self, rng: random.Random, *, bare: bool = False, small: bool = False) -> str:
        value = round(rng.uniform(1, 300) if small else rng.uniform(10, 99999), 2)
        if rng.random() < 0.1:
            value = -value
        return self.format_amount(rng, value, bare)

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(value, ",", ".", 2)
        if bare:
            return ("-" if value < 0 else "") + number
        sign = "-" if value < 0 else ""
        return rng.choice(
            [f"{sign}${number}", f"USD {sign}{number}", f"({'$'}{number})" if value < 0 else f"${number}"]
        )


class EnUs(Locale):
    labels_tune: ClassVar[dict[str, str]] = {
        "order_no": "Order No", "customer": "Customer", "email": "Email", "phone": "Phone", "address": "Address",
        "amount": "Amount", "status": "Status", "actions": "Actions", "name": "Name", "company": "Company",
        "card": "Card number", "iban": "IBAN", "id": "SSN", "dob": "Date of birth", "balance": "Balance",
        "notes": "Notes", "item": "Item", "qty": "Qty", "unit_price": "Unit price", "subtotal": "Subtotal",
        "tax": "Tax", "total": "Total", "ship_to": "Ship to",
    }  # fmt: skip
    labels_heldout: ClassVar[dict[str, str]] = {
        "name": "Full name", "company": "Organization", "email": "E-mail address", "phone": "Mobile",
        "address": "Street address", "card": "Credit card", "iban": "Account number", "id": "Passport number",
        "dob": "Birthday", "balance": "Amount paid", "invoice_no": "Invoice No", "date": "Date", "bill_to": "Bill to",
        "ship_to": "Ship to", "description": "Description", "qty": "Qty", "price": "Price", "line_total": "Total",
        "subtotal": "Subtotal", "vat": "VAT", "amount_due": "Amount due", "contact": "Contact person",
        "telephone": "Telephone", "mail": "Mail", "mailing_address": "Mailing address", "payment_card": "Payment card",
        "balance_due": "Balance due", "employer": "Employer", "birthday": "Date of birth", "status": "Status",
    }  # fmt: skip
    buttons: ClassVar[dict[str, str]] = {
        "edit": "Edit", "search": "Search", "export": "Export", "new": "New", "save": "Save", "cancel": "Cancel",
        "delete": "Delete", "view": "View", "print": "Print", "close": "Close", "submit": "Submit", "back": "Back",
        "download": "Download", "update": "Update", "apply": "Apply",
    }  # fmt: skip
    titles: ClassVar[dict[str, str]] = {"customers": "Customers", "edit_customer": "Edit customer", "contacts": "Contacts",
              "application": "Account application", "invoice": "Invoice", "account": "Account overview"}  # fmt: skip
    statuses = ("Shipped", "Pending", "Delivered", "Cancelled", "Processing")
    products = ("Printer paper A4", "Toner cartridge", "USB-C cable", "Desk lamp", "Stapler", "Notebook")
    notes = ("Prefers delivery in the morning", "Call before shipping", "VIP since last year")
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "Legal name", "company": "Business name", "email": "Email", "phone": "Daytime phone",
        "address": "Residential address", "card": "Card on file", "iban": "Bank account", "id": "Driver's license no.",
        "dob": "DOB", "balance": "Opening deposit", "invoice_no": "Invoice #", "date": "Issued", "bill_to": "Billed to",
        "ship_to": "Deliver to", "description": "Item", "qty": "Units", "price": "Rate", "line_total": "Line total",
        "subtotal": "Subtotal", "vat": "Sales tax", "amount_due": "Balance due", "sender": "From", "recipient": "To",
        "tracking": "Tracking #", "weight": "Weight", "service": "Service", "ship_date": "Ship date", "order_ref": "Ref",
        "contact_phone": "Phone", "customer_section": "Customer", "customer": "Customer", "bill_address": "Billing address",
        "ship_address": "Shipping address", "payment": "Payment", "product": "Product", "sku": "SKU",
        "shipping_fee": "Shipping", "total": "Total", "account_manager": "Account manager",
        "customer_since": "Customer since", "activity": "Activity",
    }  # fmt: skip
    nav = ("Dashboard", "Orders", "Customers", "Products", "Reports", "Settings")
    activity = ("Order placed by {name}", "Refund approved by {name}", "Call with {name} about the delivery",
                "Address changed at the request of {name}")  # fmt: skip
    services = ("Ground", "2nd Day Air", "Priority Mail", "Express")
    titles_fresh: ClassVar[dict[str, str]] = {
        "shipping_label": "Shipping label",
        "order": "Order",
        "application": "New account",
        "invoice": "Invoice",
    }


class DeDe(Locale):
    faker_locale = "de_DE"
    html_lang = "de"
    shop = "Eckladen"
    labels_tune: ClassVar[dict[str, str]] = {
        "order_no": "Bestellnr.", "customer": "Kunde", "email": "E-Mail", "phone": "Telefon", "address": "Anschrift",
        "amount": "Betrag", "status": "Status", "actions": "Aktionen", "name": "Name", "company": "Firma",
        "card": "Kartennummer", "iban": "IBAN", "id": "Steuer-ID", "dob": "Geburtsdatum", "balance": "Saldo",
        "notes": "Notizen", "item": "Artikel", "qty": "Menge", "unit_price": "Einzelpreis", "subtotal": "Zwischensumme",
        "tax": "MwSt.", "total": "Gesamt", "ship_to": "Lieferadresse",
    }  # fmt: skip
    labels_heldout: ClassVar[dict[str, str]] = {
        "name": "Ansprechpartner", "company": "Unternehmen", "email": "E-Mail-Adresse", "phone": "Mobil",
        "address": "Postanschrift", "card": "Kreditkarte", "iban": "Kontonummer", "id": "Ausweisnummer",
        "dob": "Geburtstag", "balance": "Rechnungsbetrag", "invoice_no": "Rechnungsnummer", "date": "Datum",
        "bill_to": "Rechnungsempfänger", "ship_to": "Lieferanschrift", "description": "Beschreibung", "qty": "Anzahl",
        "price": "Preis", "line_total": "Summe", "subtotal": "Zwischensumme", "vat": "USt.", "amount_due": "Endbetrag",
        "contact": "Kontaktperson", "telephone": "Telefonnummer", "mail": "Mail", "mailing_address": "Wohnadresse",
        "payment_card": "Bankkarte", "balance_due": "Offener Betrag", "employer": "Arbeitgeber",
        "birthday": "Geburtsdatum", "status": "Status",
    }  # fmt: skip
    buttons: ClassVar[dict[str, str]] = {
        "edit": "Bearbeiten", "search": "Suchen", "export": "Exportieren", "new": "Neu", "save": "Speichern",
        "cancel": "Abbrechen", "delete": "Löschen", "view": "Ansehen", "print": "Drucken", "close": "Schließen",
        "submit": "Absenden", "back": "Zurück", "download": "Herunterladen", "update": "Aktualisieren",
        "apply": "Anwenden",
    }  # fmt: skip
    titles: ClassVar[dict[str, str]] = {"customers": "Kunden", "edit_customer": "Kunde bearbeiten", "contacts": "Kontakte",
              "application": "Kontoantrag", "invoice": "Rechnung", "account": "Kontoübersicht"}  # fmt: skip
    statuses = ("Versandt", "Offen", "Zugestellt", "Storniert", "In Bearbeitung")
    products = ("Druckerpapier A4", "Tonerkartusche", "USB-C-Kabel", "Schreibtischlampe", "Hefter", "Notizbuch")
    notes = ("Lieferung bitte vormittags", "Vor Versand anrufen", "Stammkunde seit 2019")
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "Vor- und Nachname", "company": "Firmenbezeichnung", "email": "E-Mail", "phone": "Rufnummer",
        "address": "Wohnanschrift", "card": "Kreditkartennummer", "iban": "IBAN", "id": "Personalausweis-Nr.",
        "dob": "Geb.-Datum", "balance": "Einzahlung", "invoice_no": "Rechnungs-Nr.", "date": "Rechnungsdatum",
        "bill_to": "Rechnung an", "ship_to": "Lieferung an", "description": "Bezeichnung", "qty": "Menge",
        "price": "Einzelpreis", "line_total": "Gesamtpreis", "subtotal": "Nettobetrag", "vat": "MwSt. 19 %",
        "amount_due": "Zahlbetrag", "sender": "Absender", "recipient": "Empfänger", "tracking": "Sendungsnummer",
        "weight": "Gewicht", "service": "Versandart", "ship_date": "Versanddatum", "order_ref": "Bestell-Nr.",
        "contact_phone": "Tel.", "customer_section": "Kundendaten", "customer": "Kunde",
        "bill_address": "Rechnungsanschrift", "ship_address": "Lieferanschrift", "payment": "Zahlung",
        "product": "Artikel", "sku": "Art.-Nr.", "shipping_fee": "Versand", "total": "Gesamtsumme",
        "account_manager": "Kundenbetreuer", "customer_since": "Kunde seit", "activity": "Verlauf",
    }  # fmt: skip
    nav = ("Übersicht", "Bestellungen", "Kunden", "Artikel", "Berichte", "Einstellungen")
    activity = ("Bestellung aufgegeben von {name}", "Erstattung freigegeben durch {name}",
                "Rückruf von {name} wegen der Lieferung", "Adresse geändert auf Wunsch von {name}")  # fmt: skip
    services = ("Paket", "Express", "Päckchen", "Expresso")
    titles_fresh: ClassVar[dict[str, str]] = {
        "shipping_label": "Versandetikett",
        "order": "Bestellung",
        "application": "Neues Kundenkonto",
        "invoice": "Rechnung",
    }

    def id_number(self, rng: random.Random) -> str:
        return "".join(str(rng.randint(0, 9)) for _ in range(11))

    def date(self, rng: random.Random, *, birth: bool = False) -> str:
        day = self.fake.date_of_birth(minimum_age=18, maximum_age=80) if birth else self.fake.date_this_year()
        return day.strftime("%d.%m.%Y")

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(value, ".", ",", 2)
        sign = "-" if value < 0 else ""
        if bare:
            return sign + number
        return rng.choice([f"{sign}{number} €", f"EUR {sign}{number}", f"€ {sign}{number}"])


class FrFr(Locale):
    faker_locale = "fr_FR"
    html_lang = "fr"
    colon = " :"
    shop = "Épicerie du coin"
    labels_tune: ClassVar[dict[str, str]] = {
        "order_no": "N° de commande", "customer": "Client", "email": "E-mail", "phone": "Téléphone",
        "address": "Adresse", "amount": "Montant", "status": "Statut", "actions": "Actions", "name": "Nom",
        "company": "Société", "card": "Numéro de carte", "iban": "IBAN", "id": "N° de sécurité sociale",
        "dob": "Date de naissance", "balance": "Solde", "notes": "Remarques", "item": "Article", "qty": "Qté",
        "unit_price": "Prix unitaire", "subtotal": "Sous-total", "tax": "TVA", "total": "Total",
        "ship_to": "Adresse de livraison",
    }  # fmt: skip
    labels_heldout: ClassVar[dict[str, str]] = {
        "name": "Nom complet", "company": "Entreprise", "email": "Courriel", "phone": "Portable",
        "address": "Adresse postale", "card": "Carte bancaire", "iban": "Numéro de compte", "id": "Numéro de passeport",
        "dob": "Né le", "balance": "Montant payé", "invoice_no": "Numéro de facture", "date": "Date",
        "bill_to": "Facturer à", "ship_to": "Livrer à", "description": "Désignation", "qty": "Quantité",
        "price": "Prix", "line_total": "Total", "subtotal": "Sous-total", "vat": "TVA", "amount_due": "Net à payer",
        "contact": "Interlocuteur", "telephone": "Tél.", "mail": "Mail", "mailing_address": "Domicile",
        "payment_card": "Carte de paiement", "balance_due": "Solde dû", "employer": "Employeur",
        "birthday": "Date de naissance", "status": "Statut",
    }  # fmt: skip
    buttons: ClassVar[dict[str, str]] = {
        "edit": "Modifier", "search": "Rechercher", "export": "Exporter", "new": "Nouveau", "save": "Enregistrer",
        "cancel": "Annuler", "delete": "Supprimer", "view": "Voir", "print": "Imprimer", "close": "Fermer",
        "submit": "Valider", "back": "Retour", "download": "Télécharger", "update": "Mettre à jour",
        "apply": "Appliquer",
    }  # fmt: skip
    titles: ClassVar[dict[str, str]] = {"customers": "Clients", "edit_customer": "Modifier le client", "contacts": "Contacts",
              "application": "Demande d'ouverture de compte", "invoice": "Facture", "account": "Aperçu du compte"}  # fmt: skip
    statuses = ("Expédiée", "En attente", "Livrée", "Annulée", "En cours")
    products = ("Papier A4", "Cartouche de toner", "Câble USB-C", "Lampe de bureau", "Agrafeuse", "Carnet")
    notes = ("Livraison le matin de préférence", "Appeler avant l'expédition", "Client fidèle")
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "Nom et prénom", "company": "Raison sociale", "email": "Adresse e-mail", "phone": "N° de téléphone",
        "address": "Adresse complète", "card": "N° de carte", "iban": "IBAN", "id": "N° de passeport",
        "dob": "Date de naissance", "balance": "Dépôt initial", "invoice_no": "Facture n°", "date": "Date d'émission",
        "bill_to": "Adresse de facturation", "ship_to": "Adresse de livraison", "description": "Désignation",
        "qty": "Qté", "price": "PU HT", "line_total": "Montant HT", "subtotal": "Total HT", "vat": "TVA 20 %",
        "amount_due": "Total TTC", "sender": "Expéditeur", "recipient": "Destinataire", "tracking": "N° de suivi",
        "weight": "Poids", "service": "Service", "ship_date": "Date d'envoi", "order_ref": "Réf. commande",
        "contact_phone": "Tél.", "customer_section": "Client", "customer": "Nom du client",
        "bill_address": "Facturation", "ship_address": "Livraison", "payment": "Paiement", "product": "Produit",
        "sku": "Réf.", "shipping_fee": "Frais de port", "total": "Total", "account_manager": "Chargé de compte",
        "customer_since": "Client depuis", "activity": "Historique",
    }  # fmt: skip
    nav = ("Tableau de bord", "Commandes", "Clients", "Produits", "Rapports", "Paramètres")
    activity = ("Commande passée par {name}", "Remboursement validé par {name}",
                "Appel de {name} au sujet de la livraison", "Adresse modifiée à la demande de {name}")  # fmt: skip
    services = ("Colissimo", "Chronopost", "Lettre suivie", "Express")
    titles_fresh: ClassVar[dict[str, str]] = {
        "shipping_label": "Étiquette d'expédition",
        "order": "Commande",
        "application": "Ouverture de compte",
        "invoice": "Facture",
    }

    def date(self, rng: random.Random, *, birth: bool = False) -> str:
        day = self.fake.date_of_birth(minimum_age=18, maximum_age=80) if birth else self.fake.date_this_year()
        return day.strftime("%d/%m/%Y")

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(value, rng.choice(["\u202f", "\u00a0", " "]), ",", 2)
        sign = "-" if value < 0 else ""
        if bare:
            return sign + number
        return rng.choice([f"{sign}{number} €", f"EUR {sign}{number}", f"{sign}{number} EUR"])


class EsEs(Locale):
    faker_locale = "es_ES"
    html_lang = "es"
    shop = "Tienda de la esquina"
    labels_tune: ClassVar[dict[str, str]] = {
        "order_no": "N.º de pedido", "customer": "Cliente", "email": "Correo electrónico", "phone": "Teléfono",
        "address": "Dirección", "amount": "Importe", "status": "Estado", "actions": "Acciones", "name": "Nombre",
        "company": "Empresa", "card": "Número de tarjeta", "iban": "IBAN", "id": "DNI",
        "dob": "Fecha de nacimiento", "balance": "Saldo", "notes": "Observaciones", "item": "Artículo",
        "qty": "Cantidad", "unit_price": "Precio unitario", "subtotal": "Subtotal", "tax": "IVA", "total": "Total",
        "ship_to": "Enviar a",
    }  # fmt: skip
    labels_heldout: ClassVar[dict[str, str]] = {
        "name": "Nombre completo", "company": "Razón social", "email": "Email", "phone": "Móvil",
        "address": "Domicilio", "card": "Tarjeta de crédito", "iban": "Número de cuenta", "id": "Pasaporte",
        "dob": "Cumpleaños", "balance": "Importe pagado", "invoice_no": "Número de factura", "date": "Fecha",
        "bill_to": "Facturar a", "ship_to": "Dirección de entrega", "description": "Descripción", "qty": "Cantidad",
        "price": "Precio", "line_total": "Total", "subtotal": "Base imponible", "vat": "IVA", "amount_due": "Total a pagar",
        "contact": "Persona de contacto", "telephone": "Tel.", "mail": "Correo", "mailing_address": "Dirección postal",
        "payment_card": "Tarjeta", "balance_due": "Saldo pendiente", "employer": "Empleador",
        "birthday": "Fecha de nacimiento", "status": "Estado",
    }  # fmt: skip
    buttons: ClassVar[dict[str, str]] = {
        "edit": "Editar", "search": "Buscar", "export": "Exportar", "new": "Nuevo", "save": "Guardar",
        "cancel": "Cancelar", "delete": "Eliminar", "view": "Ver", "print": "Imprimir", "close": "Cerrar",
        "submit": "Enviar", "back": "Volver", "download": "Descargar", "update": "Actualizar", "apply": "Aplicar",
    }  # fmt: skip
    titles: ClassVar[dict[str, str]] = {"customers": "Clientes", "edit_customer": "Editar cliente", "contacts": "Contactos",
              "application": "Solicitud de cuenta", "invoice": "Factura", "account": "Resumen de la cuenta"}  # fmt: skip
    statuses = ("Enviado", "Pendiente", "Entregado", "Cancelado", "En proceso")
    products = ("Papel A4", "Cartucho de tóner", "Cable USB-C", "Lámpara de escritorio", "Grapadora", "Cuaderno")
    notes = ("Prefiere entrega por la mañana", "Llamar antes del envío", "Cliente habitual")
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "Nombre y apellidos", "company": "Empresa", "email": "Correo", "phone": "Teléfono de contacto",
        "address": "Dirección completa", "card": "N.º de tarjeta", "iban": "IBAN", "id": "NIF",
        "dob": "F. de nacimiento", "balance": "Depósito inicial", "invoice_no": "Factura n.º",
        "date": "Fecha de emisión", "bill_to": "Datos de facturación", "ship_to": "Datos de envío",
        "description": "Concepto", "qty": "Uds.", "price": "Precio", "line_total": "Importe",
        "subtotal": "Base imponible", "vat": "IVA 21 %", "amount_due": "Total factura", "sender": "Remitente",
        "recipient": "Destinatario", "tracking": "N.º de seguimiento", "weight": "Peso", "service": "Servicio",
        "ship_date": "Fecha de envío", "order_ref": "Ref. pedido", "contact_phone": "Tlf.",
        "customer_section": "Cliente", "customer": "Cliente", "bill_address": "Dirección de facturación",
        "ship_address": "Dirección de envío", "payment": "Pago", "product": "Producto", "sku": "Ref.",
        "shipping_fee": "Envío", "total": "Total", "account_manager": "Gestor de cuenta",
        "customer_since": "Cliente desde", "activity": "Actividad",
    }  # fmt: skip
    nav = ("Panel", "Pedidos", "Clientes", "Productos", "Informes", "Ajustes")
    activity = ("Pedido realizado por {name}", "Reembolso aprobado por {name}",
                "Llamada de {name} sobre la entrega", "Dirección cambiada a petición de {name}")  # fmt: skip
    services = ("Estándar", "Urgente", "Express 24h", "Económico")
    titles_fresh: ClassVar[dict[str, str]] = {
        "shipping_label": "Etiqueta de envío",
        "order": "Pedido",
        "application": "Alta de cliente",
        "invoice": "Factura",
    }

    def id_number(self, rng: random.Random) -> str:
        return str(self.fake.nif())

    def date(self, rng: random.Random, *, birth: bool = False) -> str:
        day = self.fake.date_of_birth(minimum_age=18, maximum_age=80) if birth else self.fake.date_this_year()
        return day.strftime("%d/%m/%Y")

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(value, ".", ",", 2)
        sign = "-" if value < 0 else ""
        if bare:
            return sign + number
        return rng.choice([f"{sign}{number} €", f"EUR {sign}{number}", f"{sign}{number}€"])


class ZhCn(Locale):
    faker_locale = "zh_CN"
    html_lang = "zh-CN"
    font = '"Noto Sans CJK SC", "Noto Sans", sans-serif'
    colon = "："
    shop = "便利店"
    labels_tune: ClassVar[dict[str, str]] = {
        "order_no": "订单号", "customer": "客户", "email": "邮箱", "phone": "电话", "address": "地址", "amount": "金额",
        "status": "状态", "actions": "操作", "name": "姓名", "company": "公司", "card": "卡号", "iban": "IBAN",
        "id": "身份证号", "dob": "出生日期", "balance": "余额", "notes": "备注", "item": "商品", "qty": "数量",
        "unit_price": "单价", "subtotal": "小计", "tax": "税额", "total": "合计", "ship_to": "收货地址",
    }  # fmt: skip
    labels_heldout: ClassVar[dict[str, str]] = {
        "name": "联系人", "company": "单位名称", "email": "电子邮箱", "phone": "联系电话", "address": "详细地址",
        "card": "信用卡号", "iban": "银行账号", "id": "证件号码", "dob": "生日", "balance": "实付金额",
        "invoice_no": "发票号码", "date": "开票日期", "bill_to": "购买方", "ship_to": "收货人", "description": "货物名称",
        "qty": "数量", "price": "单价", "line_total": "金额", "subtotal": "小计", "vat": "税额", "amount_due": "价税合计",
        "contact": "经办人", "telephone": "手机号码", "mail": "邮件", "mailing_address": "通讯地址",
        "payment_card": "付款卡", "balance_due": "应付金额", "employer": "工作单位", "birthday": "出生年月",
        "status": "状态",
    }  # fmt: skip
    buttons: ClassVar[dict[str, str]] = {
        "edit": "编辑", "search": "查询", "export": "导出", "new": "新增", "save": "保存", "cancel": "取消",
        "delete": "删除", "view": "查看", "print": "打印", "close": "关闭", "submit": "提交", "back": "返回",
        "download": "下载", "update": "更新", "apply": "应用",
    }  # fmt: skip
    titles: ClassVar[dict[str, str]] = {"customers": "客户列表", "edit_customer": "编辑客户", "contacts": "联系人", "application": "开户申请",
              "invoice": "增值税发票", "account": "账户概览"}  # fmt: skip
    statuses = ("已发货", "待处理", "已签收", "已取消", "处理中")
    products = ("A4打印纸", "硒鼓", "数据线", "台灯", "订书机", "笔记本")
    notes = ("请上午送货", "发货前请来电", "老客户")
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "真实姓名", "company": "所在公司", "email": "邮箱地址", "phone": "手机号", "address": "居住地址",
        "card": "银行卡号", "iban": "IBAN", "id": "身份证号码", "dob": "出生日期", "balance": "充值金额",
        "invoice_no": "发票代码", "date": "开票日期", "bill_to": "购买方", "ship_to": "收货方", "description": "项目名称",
        "qty": "数量", "price": "单价", "line_total": "金额", "subtotal": "合计", "vat": "税额", "amount_due": "价税合计",
        "sender": "寄件人", "recipient": "收件人", "tracking": "运单号", "weight": "重量", "service": "快递类型",
        "ship_date": "寄件日期", "order_ref": "订单编号", "contact_phone": "电话", "customer_section": "客户信息",
        "customer": "下单人", "bill_address": "发票地址", "ship_address": "收货地址", "payment": "支付方式",
        "product": "商品名称", "sku": "商品编码", "shipping_fee": "运费", "total": "实付款",
        "account_manager": "客户经理", "customer_since": "注册时间", "activity": "操作记录",
    }  # fmt: skip
    nav = ("工作台", "订单管理", "客户管理", "商品管理", "数据报表", "系统设置")
    activity = ("{name}提交了订单", "退款已由{name}审批", "客户{name}来电询问物流", "应{name}要求修改了收货地址")
    services = ("标准快递", "次日达", "同城急送", "经济快递")
    titles_fresh: ClassVar[dict[str, str]] = {
        "shipping_label": "快递面单",
        "order": "订单详情",
        "application": "会员注册",
        "invoice": "电子发票",
    }
    payment_text = "银联 尾号{last4}"

    def id_number(self, rng: random.Random) -> str:
        return str(self.fake.ssn())

    def date(self, rng: random.Random, *, birth: bool = False) -> str:
        day = self.fake.date_of_birth(minimum_age=18, maximum_age=80) if birth else self.fake.date_this_year()
        return day.strftime("%Y-%m-%d") if rng.random() < 0.5 else f"{day.year}年{day.month}月{day.day}日"

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(value, ",", ".", 2)
        sign = "-" if value < 0 else ""
        if bare:
            return sign + number
        return rng.choice(
            [f"¥{sign}{number}", f"￥{sign}{number}", f"{sign}{number}元", f"RMB {sign}{number}", f"CNY {sign}{number}"]
        )


class ZhTw(ZhCn):
    faker_locale = "zh_TW"
    html_lang = "zh-TW"
    font = '"Noto Sans CJK TC", "Noto Sans", sans-serif'
    shop = "便利商店"
    labels_tune: ClassVar[dict[str, str]] = {
        "order_no": "訂單編號", "customer": "客戶", "email": "電子郵件", "phone": "電話", "address": "地址",
        "amount": "金額", "status": "狀態", "actions": "操作", "name": "姓名", "company": "公司", "card": "卡號",
        "iban": "IBAN", "id": "身分證字號", "dob": "出生日期", "balance": "餘額", "notes": "備註", "item": "商品",
        "qty": "數量", "unit_price": "單價", "subtotal": "小計", "tax": "稅額", "total": "總計", "ship_to": "收貨地址",
    }  # fmt: skip
    labels_heldout: ClassVar[dict[str, str]] = {
        "name": "聯絡人", "company": "公司名稱", "email": "信箱", "phone": "聯絡電話", "address": "送貨地址",
        "card": "信用卡號", "iban": "銀行帳號", "id": "證件號碼", "dob": "生日", "balance": "實付金額",
        "invoice_no": "發票號碼", "date": "日期", "bill_to": "買受人", "ship_to": "收件人", "description": "品名",
        "qty": "數量", "price": "單價", "line_total": "金額", "subtotal": "小計", "vat": "營業稅", "amount_due": "總計",
        "contact": "經辦人", "telephone": "手機號碼", "mail": "電郵", "mailing_address": "通訊地址",
        "payment_card": "付款卡", "balance_due": "應付金額", "employer": "服務單位", "birthday": "出生日期",
        "status": "狀態",
    }  # fmt: skip
    buttons: ClassVar[dict[str, str]] = {
        "edit": "編輯", "search": "搜尋", "export": "匯出", "new": "新增", "save": "儲存", "cancel": "取消",
        "delete": "刪除", "view": "檢視", "print": "列印", "close": "關閉", "submit": "送出", "back": "返回",
        "download": "下載", "update": "更新", "apply": "套用",
    }  # fmt: skip
    titles: ClassVar[dict[str, str]] = {"customers": "客戶清單", "edit_customer": "編輯客戶", "contacts": "聯絡人", "application": "開戶申請",
              "invoice": "統一發票", "account": "帳戶總覽"}  # fmt: skip
    statuses = ("已出貨", "待處理", "已送達", "已取消", "處理中")
    products = ("A4影印紙", "碳粉匣", "傳輸線", "檯燈", "釘書機", "筆記本")
    notes = ("請上午送貨", "出貨前請來電", "老客戶")
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "姓名", "company": "公司名", "email": "電子信箱", "phone": "行動電話", "address": "戶籍地址",
        "card": "卡號", "iban": "IBAN", "id": "身分證字號", "dob": "出生年月日", "balance": "儲值金額",
        "invoice_no": "發票號碼", "date": "開立日期", "bill_to": "買受人", "ship_to": "收件資訊", "description": "品名",
        "qty": "數量", "price": "單價", "line_total": "金額", "subtotal": "銷售額", "vat": "稅額", "amount_due": "總計",
        "sender": "寄件人", "recipient": "收件人", "tracking": "託運單號", "weight": "重量", "service": "配送方式",
        "ship_date": "寄件日期", "order_ref": "訂單編號", "contact_phone": "電話", "customer_section": "顧客資料",
        "customer": "訂購人", "bill_address": "帳單地址", "ship_address": "收件地址", "payment": "付款方式",
        "product": "商品名稱", "sku": "商品編號", "shipping_fee": "運費", "total": "總金額",
        "account_manager": "業務專員", "customer_since": "加入日期", "activity": "處理紀錄",
    }  # fmt: skip
    nav = ("儀表板", "訂單管理", "顧客管理", "商品管理", "報表", "系統設定")
    activity = ("{name}已下單", "退款由{name}核准", "客戶{name}來電詢問出貨", "依{name}要求變更收件地址")
    services = ("宅配", "超商取貨", "郵局掛號", "快遞")
    titles_fresh: ClassVar[dict[str, str]] = {
        "shipping_label": "出貨標籤",
        "order": "訂單明細",
        "application": "會員申請",
        "invoice": "電子發票",
    }
    payment_text = "信用卡 末四碼{last4}"

    def id_number(self, rng: random.Random) -> str:
        return str(self.fake.ssn())

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(value, ",", ".", rng.choice([0, 2]))
        sign = "-" if value < 0 else ""
        if bare:
            return sign + number
        return rng.choice([f"NT${sign}{number}", f"{sign}{number}元", f"TWD {sign}{number}"])


class JaJp(Locale):
    faker_locale = "ja_JP"
    html_lang = "ja"
    font = '"Noto Sans CJK JP", "Noto Sans", sans-serif'
    colon = "："
    shop = "コンビニ"
    labels_tune: ClassVar[dict[str, str]] = {
        "order_no": "注文番号", "customer": "顧客名", "email": "メール", "phone": "電話番号", "address": "住所",
        "amount": "金額", "status": "ステータス", "actions": "操作", "name": "氏名", "company": "会社名",
        "card": "カード番号", "iban": "IBAN", "id": "マイナンバー", "dob": "生年月日", "balance": "残高",
        "notes": "備考", "item": "商品", "qty": "数量", "unit_price": "単価", "subtotal": "小計", "tax": "消費税",
        "total": "合計", "ship_to": "お届け先",
    }  # fmt: skip
    labels_heldout: ClassVar[dict[str, str]] = {
        "name": "お名前", "company": "勤務先", "email": "Eメール", "phone": "携帯電話", "address": "ご住所",
        "card": "クレジットカード", "iban": "口座番号", "id": "パスポート番号", "dob": "誕生日",
        "balance": "お支払い金額", "invoice_no": "請求書番号", "date": "発行日", "bill_to": "請求先",
        "ship_to": "送付先", "description": "品名", "qty": "数量", "price": "単価", "line_total": "金額",
        "subtotal": "小計", "vat": "消費税", "amount_due": "ご請求額", "contact": "担当者",
        "telephone": "連絡先", "mail": "メールアドレス", "mailing_address": "所在地", "payment_card": "お支払いカード",
        "balance_due": "未払い残高", "employer": "会社", "birthday": "生年月日", "status": "状態",
    }  # fmt: skip
    buttons: ClassVar[dict[str, str]] = {
        "edit": "編集", "search": "検索", "export": "エクスポート", "new": "新規作成", "save": "保存",
        "cancel": "キャンセル", "delete": "削除", "view": "表示", "print": "印刷", "close": "閉じる",
        "submit": "送信", "back": "戻る", "download": "ダウンロード", "update": "更新", "apply": "適用",
    }  # fmt: skip
    titles: ClassVar[dict[str, str]] = {"customers": "顧客一覧", "edit_customer": "顧客の編集", "contacts": "連絡先", "application": "口座開設申込",
              "invoice": "請求書", "account": "アカウント概要"}  # fmt: skip
    statuses = ("発送済み", "保留中", "配達済み", "キャンセル", "処理中")
    products = ("コピー用紙A4", "トナー", "USBケーブル", "デスクライト", "ホッチキス", "ノート")
    notes = ("午前中の配達希望", "発送前に電話", "常連のお客様")
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "お名前", "company": "勤務先名", "email": "メールアドレス", "phone": "電話番号", "address": "ご住所",
        "card": "カード番号", "iban": "IBAN", "id": "運転免許証番号", "dob": "生年月日", "balance": "入金額",
        "invoice_no": "請求番号", "date": "発行日", "bill_to": "ご請求先", "ship_to": "お届け先", "description": "品目",
        "qty": "数量", "price": "単価", "line_total": "金額", "subtotal": "小計", "vat": "消費税（10%）",
        "amount_due": "ご請求金額", "sender": "ご依頼主", "recipient": "お届け先", "tracking": "お問い合わせ番号",
        "weight": "重量", "service": "便種", "ship_date": "発送日", "order_ref": "注文番号", "contact_phone": "電話",
        "customer_section": "お客様情報", "customer": "ご注文者", "bill_address": "ご請求先住所",
        "ship_address": "お届け先住所", "payment": "お支払い方法", "product": "商品名", "sku": "品番",
        "shipping_fee": "送料", "total": "合計", "account_manager": "担当営業", "customer_since": "登録日",
        "activity": "対応履歴",
    }  # fmt: skip
    nav = ("ダッシュボード", "注文管理", "顧客管理", "商品管理", "レポート", "設定")
    activity = (
        "{name}様よりご注文",
        "返金承認：{name}",
        "{name}様から配送について問い合わせ",
        "{name}様のご依頼で住所を変更",
    )
    services = ("宅急便", "ゆうパック", "メール便", "クール便")
    titles_fresh: ClassVar[dict[str, str]] = {
        "shipping_label": "送り状",
        "order": "注文詳細",
        "application": "会員登録",
        "invoice": "請求書",
    }
    payment_text = "クレジットカード 下4桁{last4}"

    def id_number(self, rng: random.Random) -> str:
        digits = "".join(str(rng.randint(0, 9)) for _ in range(12))
        return f"{digits[:4]} {digits[4:8]} {digits[8:]}"

    def date(self, rng: random.Random, *, birth: bool = False) -> str:
        day = self.fake.date_of_birth(minimum_age=18, maximum_age=80) if birth else self.fake.date_this_year()
        return f"{day.year}年{day.month}月{day.day}日" if rng.random() < 0.6 else day.strftime("%Y/%m/%d")

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(round(value), ",", ".", 0)
        sign = "-" if value < 0 else ""
        if bare:
            return sign + number
        return rng.choice([f"¥{sign}{number}", f"{sign}{number}円", f"￥{sign}{number}", f"JPY {sign}{number}"])


class EnGb(EnUs):
    """British English: only in the fresh held-out split (postcodes, £, NI numbers, 0xxxx phones)."""

    faker_locale = "en_GB"
    html_lang = "en-GB"
    shop = "Corner Shop"
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "Full name", "company": "Trading name", "email": "Email address", "phone": "Mobile number",
        "address": "Home address", "card": "Debit card number", "iban": "Bank details",
        "id": "National Insurance number", "dob": "Date of birth", "balance": "Amount owed",
        "invoice_no": "Invoice number", "date": "Tax point", "bill_to": "Invoice to", "ship_to": "Delivery address",
        "description": "Description", "qty": "Qty", "price": "Unit cost", "line_total": "Net", "subtotal": "Net total",
        "vat": "VAT", "amount_due": "Total payable", "sender": "Return address", "recipient": "Deliver to",
        "tracking": "Consignment no.", "weight": "Weight", "service": "Service", "ship_date": "Despatched",
        "order_ref": "Order ref", "contact_phone": "Tel", "customer_section": "Customer details", "customer": "Name",
        "bill_address": "Invoice address", "ship_address": "Delivery address", "payment": "Paid by",
        "product": "Product", "sku": "Code", "shipping_fee": "Postage", "total": "Total",
        "account_manager": "Account manager", "customer_since": "Customer since", "activity": "History",
    }  # fmt: skip
    titles_fresh: ClassVar[dict[str, str]] = {"shipping_label": "Parcel label", "order": "Order", "application": "Open an account",
                                              "invoice": "VAT invoice"}  # fmt: skip
    nav = ("Dashboard", "Orders", "Customers", "Stock", "Reports", "Settings")
    activity = ("Order placed by {name}", "Refund authorised by {name}", "Spoke to {name} about the delivery",
                "Delivery address changed for {name}")  # fmt: skip
    services = ("Tracked 24", "Tracked 48", "Special Delivery", "Next Day")

    def date(self, rng: random.Random, *, birth: bool = False) -> str:
        day = self.fake.date_of_birth(minimum_age=18, maximum_age=80) if birth else self.fake.date_this_year()
        return day.strftime("%d/%m/%Y")

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(value, ",", ".", 2)
        sign = "-" if value < 0 else ""
        if bare:
            return sign + number
        return rng.choice([f"{sign}£{number}", f"GBP {sign}{number}", f"£{sign}{number}"])


class DeCh(DeDe):
    """Swiss German: only in the fresh held-out split (CHF 1'234.50, AHV numbers, Swiss addresses)."""

    faker_locale = "de_CH"
    html_lang = "de-CH"
    shop = "Quartierladen"
    labels_fresh: ClassVar[dict[str, str]] = {
        "name": "Name, Vorname", "company": "Firma", "email": "E-Mail", "phone": "Telefon", "address": "Adresse",
        "card": "Kartennummer", "iban": "IBAN", "id": "AHV-Nummer", "dob": "Geburtsdatum", "balance": "Guthaben",
        "invoice_no": "Rechnungsnummer", "date": "Datum", "bill_to": "Rechnungsempfänger", "ship_to": "Lieferadresse",
        "description": "Artikel", "qty": "Anz.", "price": "Preis", "line_total": "Betrag", "subtotal": "Zwischentotal",
        "vat": "MWST", "amount_due": "Total", "sender": "Absender", "recipient": "Empfänger",
        "tracking": "Sendungsnummer", "weight": "Gewicht", "service": "Zustellart", "ship_date": "Aufgabedatum",
        "order_ref": "Referenz", "contact_phone": "Telefon", "customer_section": "Kunde", "customer": "Name",
        "bill_address": "Rechnungsadresse", "ship_address": "Lieferadresse", "payment": "Bezahlt mit",
        "product": "Produkt", "sku": "Artikelnr.", "shipping_fee": "Porto", "total": "Total",
        "account_manager": "Betreuer", "customer_since": "Kunde seit", "activity": "Aktivitäten",
    }  # fmt: skip
    titles_fresh: ClassVar[dict[str, str]] = {"shipping_label": "Versandetikette", "order": "Bestellung",
                                              "application": "Kundenkonto eröffnen", "invoice": "Rechnung"}  # fmt: skip
    nav = ("Übersicht", "Bestellungen", "Kunden", "Produkte", "Auswertungen", "Einstellungen")
    activity = ("Bestellung erfasst von {name}", "Gutschrift bewilligt von {name}", "Telefonat mit {name} zur Lieferung",
                "Adresse geändert im Auftrag von {name}")  # fmt: skip
    services = ("PostPac Priority", "PostPac Economy", "Swiss-Express", "Kurier")

    def id_number(self, rng: random.Random) -> str:
        return str(self.fake.ssn())

    def format_amount(self, rng: random.Random, value: float, bare: bool) -> str:
        number = _group(value, "'", ".", 2)
        sign = "-" if value < 0 else ""
        if bare:
            return sign + number
        return rng.choice([f"CHF {sign}{number}", f"{sign}{number} CHF", f"Fr. {sign}{number}"])


LOCALES: dict[str, Callable[[int], Locale]] = {
    "en_US": EnUs,
    "de_DE": DeDe,
    "fr_FR": FrFr,
    "es_ES": EsEs,
    "zh_CN": ZhCn,
    "zh_TW": ZhTw,
    "ja_JP": JaJp,
    "en_GB": EnGb,
    "de_CH": DeCh,
}
#: The locales of the tuning and first held-out splits (their pages and seeds are fixed).
FIRST_LOCALES = ("de_DE", "en_US", "es_ES", "fr_FR", "ja_JP", "zh_CN", "zh_TW")
