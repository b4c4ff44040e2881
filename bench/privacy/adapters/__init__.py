"""Real applications seeded with Faker data for differential rendering, one module per app.

Every adapter seeds dataset *k* of a locale into a fresh app, names its screens and records the
values it put in (:class:`~screenroute.bench.privacy.differential.SeededValue`). The people all
adapters seed come from :func:`person`, so every app shows the same kinds of value: a person's
name, a user name, an e-mail address, a phone number, a postal address, a company and a customer
ID; an app adds what it shows besides (file names, amounts, page titles).

Develop set (developed against): Trac, DB Browser for SQLite, pcmanfm. Measure-once set
(rendered and checked here, never redacted while the redactor was developed; measured once, at
the end): sqlite-web, git gui, LibreOffice Calc and three page kinds written for it
(``synthetic``); the split measure-once-dec07 adds three more page kinds written after its
redactor was frozen (``synthetic_dec07``: a payroll slip, a car rental desk, a utility bill). The
split measure-once-dec08 is written apart from the redactor, on apps and kinds no privacy split had
used: Roundup and Fava (``roundup``, ``fava``) and five page kinds (``synthetic_dec08``: a customs
declaration, parking fines, a rent ledger, a vet's appointments, a conference's registrations), in
Italian, Portuguese, Dutch, Polish, Chinese and Japanese. The split measure-once-dec09, written the
same way, adds Datasette and An Otter Wiki (``datasette``, ``otterwiki``) and seven page kinds
(``synthetic_dec09``: a school enrolment form, library loans, a vehicle registration certificate, a
dental appointment book, a gym's members, a land registry extract, a donor register), in Swedish,
Czech, Turkish, Danish, Finnish and Mexican Spanish. The split measure-once-dec10 adds I Hate Money
and Wagtail (``ihatemoney``, ``wagtail``) and eight page kinds (``synthetic_dec10``: a lab report, a
visa application, itemised calls, domain contacts, leave requests, an incident report, a card
terminal journal, a pension payment run), in Romanian, Hungarian, European Portuguese, Norwegian,
Slovak and Traditional Chinese. The split dec11 adds two desktop programs, Gramps and HomeBank
(``gramps``, ``homebank``), and seven page kinds (``synthetic_dec11``: a moving order, a guest list, a
donations register, a trip log, funeral arrangements, kindergarten pick-up authorisations, access
badges), in Croatian, Slovenian, Austrian German, Argentine Spanish, Irish English and Japanese. The split
dec12 adds Fossil (a web app) and KeePassXC (a Qt desktop program) (``fossil``, ``keepassxc``) and seven
page kinds (``synthetic_dec12``: a berth register, a loan review, a ward handover, property viewings,
scholarship applications, a repair intake with its messages, a callback queue), in Australian English,
Canadian French, Belgian Dutch, Indonesian, Vietnamese and Chinese. The split dec13 adds CherryTree (a GTK
notebook) and TkRemind (a Tk calendar) (``cherrytree``, ``tkremind``) and seven page kinds
(``synthetic_dec13``: a deed of sale, a passenger manifest, a chargeback dispute, a dispatch log, a
referral letter, a number transfer request, a test-drive log), in Lithuanian, Chinese, New Zealand
English, Chilean Spanish, Latvian and Estonian. The split dec14 adds six page kinds
(``synthetic_dec14``: a tenancy deposit return, a hiring pipeline, a meter-reading route, ferry bookings,
a home-care visit report, a supplier payment batch), in Colombian Spanish, Swiss German, Indian English,
Albanian, Icelandic and Japanese. The split dec15 adds six page kinds (``synthetic_dec15``: a warranty
claim, a library's overdue loans, a payslip, a support chat transcript, a vet's day of appointments, a parcel's
tracking detail), in Swiss French, Philippine English, Swiss Italian, Azerbaijani, Venezuelan Spanish and
Chinese. The split dec16 adds six page kinds (``synthetic_dec16``: a car-rental return inspection, a pharmacy's
prescription queue, a municipality's procurement bids, a school trip's consent list, a gym's member profile, a
parcel's customs declaration), in Belgian French, Liechtenstein German, Canadian English, Spanish of Catalonia,
Irish and Swahili. The split dec17 adds six page kinds (``synthetic_dec17``: a bailiff's seizure report, a lift's
maintenance log, a hotel's room board, a marriage application, an exam grade roster, a travel expense claim), in
Greek, Ukrainian, Saudi Arabic, Thai, Korean and Zulu. The split dec18 adds six page kinds (``synthetic_dec18``: a
joint road accident report, an immunisation record, a co-owners' meeting minutes, a youth football match sheet, a
classifieds marketplace's messages, a building permit application), in Bosnian, Luxembourgish, Maltese, Filipino,
Luxembourg German and Québec French. The split dec19 adds six page kinds (``synthetic_dec19``: a savings group's
meeting ledger, a driving school's week of lessons, a farmers' co-operative's crop deliveries, a residents' forum
thread, a tax assessment notice, a SIM card registration under review), in Uzbek, Yoruba, Hausa, Kenyan English,
Algerian French and Twi. The page kinds of dec08 to dec19 share their scaffolding (``synthetic_base``).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from faker import Faker

from screenroute.bench.privacy.differential import SeededValue

__all__ = ["DEVELOP", "MEASURE_ONCE", "SeededPerson", "fixed_time", "person", "seeded_faker"]

DEVELOP = ("trac", "sqlitebrowser", "pcmanfm")
MEASURE_ONCE = ("sqlite-web", "git-gui", "calc", "synthetic-kinds", "synthetic-kinds-dec07", "roundup", "fava",
                "synthetic-kinds-dec08", "datasette", "otterwiki", "synthetic-kinds-dec09", "ihatemoney", "wagtail",
                "synthetic-kinds-dec10", "gramps", "homebank", "synthetic-kinds-dec11", "fossil", "keepassxc",
                "synthetic-kinds-dec12", "cherrytree", "tkremind", "synthetic-kinds-dec13",
                "synthetic-kinds-dec14", "synthetic-kinds-dec15", "synthetic-kinds-dec16")  # fmt: skip
#: Files, pages and rows carry this time on every dataset, so a date is not what tells them apart.
fixed_time = 1_764_000_000


@dataclass(frozen=True)
class SeededPerson:
    """One person of a dataset, with everything an app may show of them."""

    name: str
    username: str
    email: str
    phone: str
    address: str
    company: str
    ident: str

    def values(self, *fields: str) -> list[SeededValue]:
        """The seeded values of ``fields`` (all when none is named), typed."""
        types = {"name": "PERSON", "username": "USERNAME", "email": "EMAIL_ADDRESS", "phone": "PHONE_NUMBER",
                 "address": "ADDRESS", "company": "ORGANIZATION", "ident": "ID"}  # fmt: skip
        return [SeededValue(types[f], getattr(self, f)) for f in fields or tuple(types)]


def seeded_faker(locale: str, seed: int) -> tuple[Faker, random.Random]:
    """A Faker of ``locale`` and a random source, both seeded with ``seed``."""
    fake = Faker(locale)
    fake.seed_instance(seed)
    return fake, random.Random(seed)


def person(fake: Faker, rng: random.Random) -> SeededPerson:
    """A person of the faker's locale; the user name is made from ASCII as sign-ups require."""
    user = re.sub(r"[^a-z0-9._]", "", fake.user_name().lower()) or f"user{rng.randrange(10**4)}"
    letters = "ABCDEFGHJKLMNPRSTUVWXYZ"
    ident = f"{rng.choice(letters)}{rng.choice(letters)}-{rng.randrange(10**5, 10**6)}"
    return SeededPerson(
        name=fake.name(),
        username=user,
        email=fake.email(),
        phone=fake.phone_number(),
        address=fake.address().replace("\n", ", "),
        company=fake.company(),
        ident=ident,
    )
