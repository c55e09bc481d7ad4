"""Types into a workbook with headless LibreOffice Calc, as a person at the keyboard would, and
saves it as legacy .xls: what Calc makes of the typed text (a number, or the text itself in a
cell formatted Text) is what the upload then reads.

Usage: python3 libreoffice-typing.py IN.xls OUT.xls CELLS.json
CELLS.json: [[row, column, text], ...], 0-based, on the first sheet.
Prints, as JSON, each typed cell's number format before typing ('@' is Text).
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import uno
from com.sun.star.beans import PropertyValue
from com.sun.star.connection import NoConnectException
from com.sun.star.lang import DisposedException
from com.sun.star.uno import RuntimeException

CONNECT_SECONDS = 60
ATTEMPTS = 3


class OfficeLost(Exception):
    """The office went away during the session."""


def prop(name, value):
    p = PropertyValue()
    p.Name = name
    p.Value = value
    return p


def start_office(profile):
    pipe = "armada_lo_%d_%d" % (os.getpid(), time.monotonic_ns())
    office = subprocess.Popen(
        [
            "soffice",
            "--headless",
            "--invisible",
            "--nologo",
            "--nodefault",
            "--norestore",
            "--nolockcheck",
            "-env:UserInstallation=" + uno.systemPathToFileUrl(profile),
            "--accept=pipe,name=%s;urp;" % pipe,
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        # Its own process group: the office runs as a child of its launcher, and both are ended.
        start_new_session=True,
    )
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
    deadline = time.monotonic() + CONNECT_SECONDS
    while True:
        try:
            return office, resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
        except NoConnectException:
            # The office takes a few seconds to open its pipe; nothing to wait on but the pipe itself.
            if time.monotonic() > deadline or office.poll() is not None:
                stop_office(office)
                raise OfficeLost("the office did not open its pipe")
            time.sleep(0.25)


def stop_office(office):
    try:
        os.killpg(office.pid, signal.SIGKILL)
    except ProcessLookupError:
        pass
    office.wait(timeout=30)


def without_auto_input(context):
    """AutoInput completes a text from the column's others as one types: it adds nothing to how a
    cell's format reads the text, and its suggestion makes a headless office crash now and then."""
    provider = context.ServiceManager.createInstanceWithContext(
        "com.sun.star.configuration.ConfigurationProvider", context
    )
    node = provider.createInstanceWithArguments(
        "com.sun.star.configuration.ConfigurationUpdateAccess",
        (prop("nodepath", "/org.openoffice.Office.Calc/Input"),),
    )
    node.setPropertyValue("AutoInput", False)
    node.commitChanges()


def type_cells(context, source, target, cells):
    without_auto_input(context)
    desktop = context.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", context)
    doc = desktop.loadComponentFromURL(
        uno.systemPathToFileUrl(os.path.abspath(source)), "_blank", 0, (prop("Hidden", True),)
    )
    if doc is None:
        raise OfficeLost("the office did not open the file")
    sheet = doc.Sheets.getByIndex(0)
    controller = doc.getCurrentController()
    dispatcher = context.ServiceManager.createInstanceWithContext("com.sun.star.frame.DispatchHelper", context)
    formats = []
    for row, column, text in cells:
        cell = sheet.getCellByPosition(column, row)
        formats.append(doc.NumberFormats.getByKey(cell.NumberFormat).FormatString)
        # Entered as at the keyboard (EnterString), so Calc reads the text by the cell's format.
        # cell.setFormula would not: it reads digits as a number even in a Text cell.
        controller.select(cell)
        dispatcher.executeDispatch(controller.getFrame(), ".uno:EnterString", "", 0, (prop("StringName", text),))
    doc.storeToURL(uno.systemPathToFileUrl(os.path.abspath(target)), (prop("FilterName", "MS Excel 97"),))
    # Not closed: the office is ended once the file is stored (closing it crashed now and then).
    return formats


def main():
    source, target, cells_file = sys.argv[1:4]
    with open(cells_file) as f:
        cells = json.load(f)
    with tempfile.TemporaryDirectory() as work:
        profile = os.path.join(work, "profile")
        # The first start on a new profile restarts the office once it has made the profile, which
        # drops the connection made to it: the session is then run again, on the profile made.
        for attempt in range(1, ATTEMPTS + 1):
            office = None
            # A copy per attempt: an office that went away leaves its lock on the file it had open.
            opened = os.path.join(work, "attempt%d.xls" % attempt)
            shutil.copyfile(source, opened)
            try:
                office, context = start_office(profile)
                formats = type_cells(context, opened, target, cells)
                print(json.dumps(formats))
                return
            except (OfficeLost, DisposedException, RuntimeException) as lost:
                print("attempt %d: %s" % (attempt, lost), file=sys.stderr)
                if attempt == ATTEMPTS:
                    raise
            finally:
                if office is not None:
                    stop_office(office)


if __name__ == "__main__":
    main()
